/** An email as the platform sends it: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Email, behind one interface (platform design section 5): the sandbox keeps messages in the database for the
 * development mailbox; the SMTP client sends them when `SMTP_URL` is set. Configuration picks one.
 */
export interface MailAdapter {
  readonly transport: 'sandbox' | 'smtp';
  /**
   * Sends the message once per idempotency key: a repeated call with a key already sent answers the first
   * send (`repeated: true`) and sends nothing. Workflow steps pass `workflow:{run}:{step}`.
   */
  send(
    message: MailMessage,
    opts: { idempotencyKey: string },
  ): Promise<{ messageId: string; repeated: boolean }>;
}
