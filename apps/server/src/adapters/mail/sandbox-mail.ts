import type { Db } from '../../platform/db/client.ts';
import type { MailAdapter } from './mail.adapter.ts';
import * as log from './mail-log.repository.ts';

/** The sandbox: a message is "delivered" to the development mailbox, once per idempotency key. */
export function createSandboxMail(db: Db): MailAdapter {
  return {
    transport: 'sandbox',
    async send(message, { idempotencyKey }) {
      const row = await log.logSent(db, { message, key: idempotencyKey, transport: 'sandbox' });
      if (row) return { messageId: `sandbox-${row.id}`, repeated: false };
      const first = await log.findSentByKey(db, idempotencyKey);
      return { messageId: `sandbox-${first!.id}`, repeated: true };
    },
  };
}
