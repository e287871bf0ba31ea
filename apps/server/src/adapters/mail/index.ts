/** Email: one interface, the sandbox (development mailbox) by default, SMTP when `SMTP_URL` is set. */
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { MailAdapter } from './mail.adapter.ts';
import { createSandboxMail } from './sandbox-mail.ts';
import { createSmtpMail } from './smtp-mail.ts';

export type { MailAdapter, MailMessage } from './mail.adapter.ts';
export { listMailbox } from './mail-log.repository.ts';
export { createSandboxMail, createSmtpMail };

export function createMailAdapter(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Db): MailAdapter {
  return config.SMTP_URL
    ? createSmtpMail(db, { url: config.SMTP_URL, from: config.MAIL_FROM })
    : createSandboxMail(db);
}
