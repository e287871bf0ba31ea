import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outboxMessages } from './mail.tables.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes the message to the outbox inside the caller's transaction, so a rolled-back change sends nothing.
 * Without SMTP configured the outbox is the development mailbox.
 */
export async function queueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ to_address: message.to, subject: message.subject, text_body: message.text });
}

export async function listMailbox(db: DbOrTx, opts: { to?: string; limit?: number }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(opts.to ? eq(sql`lower(${outboxMessages.to_address})`, opts.to.toLowerCase()) : and())
    .orderBy(desc(outboxMessages.id))
    .limit(opts.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    created_at: r.created_at.toISOString(),
  }));
}
