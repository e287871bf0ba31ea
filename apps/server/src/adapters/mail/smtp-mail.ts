import nodemailer from 'nodemailer';
import type { Db } from '../../platform/db/client.ts';
import type { MailAdapter } from './mail.adapter.ts';
import * as log from './mail-log.repository.ts';

/**
 * The real client: SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://...` for TLS). SMTP has no
 * idempotency of its own, so the log is checked before sending and written after: a repeat after a logged send
 * sends nothing; only a crash between the server's acceptance and the log write can send twice.
 */
export function createSmtpMail(db: Db, opts: { url: string; from: string }): MailAdapter {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    transport: 'smtp',
    async send(message, { idempotencyKey }) {
      const sent = await log.findSentByKey(db, idempotencyKey);
      if (sent) return { messageId: sent.provider_message_id ?? `logged-${sent.id}`, repeated: true };
      const info = await transporter.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@partsflow>`,
      });
      await log.logSent(db, {
        message,
        key: idempotencyKey,
        transport: 'smtp',
        providerMessageId: info.messageId,
      });
      return { messageId: info.messageId, repeated: false };
    },
  };
}
