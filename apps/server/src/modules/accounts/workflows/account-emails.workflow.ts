import type { MailMessage } from '../../../adapters/mail/index.ts';
import { defineWorkflow, type WorkflowStep } from '../../../platform/workflows/index.ts';

/**
 * The account emails, sent after the change that asks for them commits (docs/decisions/0015): `compose` builds
 * the message from the run's input, `send` hands it to the mail adapter with the step's idempotency key, so a run
 * repeated after a crash sends it once.
 */
export interface InvitationEmailInput {
  to: string;
  inviterName: string;
  teamName: string | null;
  acceptUrl: string;
}

export interface PasswordResetEmailInput {
  to: string;
  resetUrl: string;
}

/** Sends what `compose` built; the key makes a repeated send a no-op in the adapter. */
function sendComposedEmail<I>(): WorkflowStep<I> {
  return {
    name: 'send',
    run: ({ outputs, idempotencyKey, adapters }) =>
      adapters.mail.send(outputs.compose as MailMessage, { idempotencyKey }),
  };
}

export const invitationEmail = defineWorkflow<InvitationEmailInput>({
  name: 'accounts.invitation_email',
  steps: [
    {
      name: 'compose',
      run: async ({ input }): Promise<MailMessage> => ({
        to: input.to,
        subject: `You're invited to ${input.teamName ?? 'a team'} on Partsflow`,
        text: `${input.inviterName} invited you to join ${input.teamName} on Partsflow.\n\nAccept the invitation and set your password:\n${input.acceptUrl}\n\nThe link expires in 7 days.`,
      }),
    },
    sendComposedEmail(),
  ],
});

export const passwordResetEmail = defineWorkflow<PasswordResetEmailInput>({
  name: 'accounts.password_reset_email',
  steps: [
    {
      name: 'compose',
      run: async ({ input }): Promise<MailMessage> => ({
        to: input.to,
        subject: 'Reset your Partsflow password',
        text: `Someone asked to reset the password of ${input.to} on Partsflow.\n\nChoose a new password:\n${input.resetUrl}\n\nThe link expires in 2 hours. If it wasn't you, ignore this email.`,
      }),
    },
    sendComposedEmail(),
  ],
});

export interface SignupEmailInput {
  to: string;
  name: string;
  teamName: string;
  setPasswordUrl: string;
}

/** Sign-up (Account Setup): the new merchant sets a password from this link and lands in the marketplace. */
export const signupEmail = defineWorkflow<SignupEmailInput>({
  name: 'accounts.signup_email',
  steps: [
    {
      name: 'compose',
      run: async ({ input }): Promise<MailMessage> => ({
        to: input.to,
        subject: 'Set your Partsflow password',
        text: `Hello ${input.name},\n\nYour Partsflow account for ${input.teamName} is ready, with a sandbox store to try the marketplace.\n\nSet your password to sign in:\n${input.setPasswordUrl}\n\nThe link expires in 7 days.`,
      }),
    },
    sendComposedEmail(),
  ],
});
