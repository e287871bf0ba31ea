import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { MailMessage } from './mail.adapter.ts';
import { outboxMessages } from './mail.tables.ts';

export async function findSentByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.idempotency_key, key));
  return row ?? null;
}

/** Logs a sent message; answers null when the key was logged already (a concurrent or repeated send). */
export async function logSent(
  db: DbOrTx,
  values: { message: MailMessage; key: string; transport: 'sandbox' | 'smtp'; providerMessageId?: string },
) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      to_address: values.message.to,
      subject: values.message.subject,
      text_body: values.message.text,
      idempotency_key: values.key,
      transport: values.transport,
      provider_message_id: values.providerMessageId ?? null,
      sent_at: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The development mailbox: newest first, optionally for one address. */
export async function listMailbox(db: DbOrTx, opts: { to?: string; limit?: number }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(opts.to ? eq(sql`lower(${outboxMessages.to_address})`, opts.to.toLowerCase()) : undefined)
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
