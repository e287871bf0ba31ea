import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { createMailAdapter, createSandboxMail, listMailbox } from '../index.ts';

/** A tiny SMTP server in the test: it records every message it accepts. */
let server: SMTPServer;
let port: number;
const received: { from: string; to: string[]; data: string }[] = [];
let testDb: TestDatabase;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  testDb = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testDb?.drop();
});

const message = { to: 'nina@demo.test', subject: 'Hello', text: 'Line one\nLine two' };

describe('the mail adapter', () => {
  it('keeps mail in the development mailbox by default, once per key', async () => {
    const mail = createMailAdapter({ SMTP_URL: undefined, MAIL_FROM: 'x@y.z' }, testDb.database.db);
    expect(mail.transport).toBe('sandbox');
    const first = await mail.send(message, { idempotencyKey: 'sandbox-1' });
    const again = await mail.send(message, { idempotencyKey: 'sandbox-1' });
    expect(first.repeated).toBe(false);
    expect(again).toEqual({ messageId: first.messageId, repeated: true });
    const box = await listMailbox(testDb.database.db, { to: 'nina@demo.test' });
    expect(box.map((m) => [m.subject, m.text])).toEqual([['Hello', 'Line one\nLine two']]);
  });

  it('sends by SMTP when SMTP_URL is set, once per key, and logs what it sent', async () => {
    const mail = createMailAdapter(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Partsflow <no-reply@partsflow.test>' },
      testDb.database.db,
    );
    expect(mail.transport).toBe('smtp');
    const sent = await mail.send({ ...message, to: 'max@demo.test' }, { idempotencyKey: 'workflow:9:send' });
    const again = await mail.send({ ...message, to: 'max@demo.test' }, { idempotencyKey: 'workflow:9:send' });
    expect(sent.repeated).toBe(false);
    expect(again.repeated).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@partsflow.test');
    expect(received[0]!.to).toEqual(['max@demo.test']);
    expect(received[0]!.data).toContain('Subject: Hello');
    expect(received[0]!.data).toContain('Line two');
    const log = await listMailbox(testDb.database.db, { to: 'max@demo.test' });
    expect(log).toHaveLength(1);
  });

  it('answers an SMTP failure as an error and logs nothing, so a retry sends it', async () => {
    const mail = createMailAdapter(
      { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'x@y.z' },
      testDb.database.db,
    );
    await expect(
      mail.send({ ...message, to: 'down@demo.test' }, { idempotencyKey: 'down-1' }),
    ).rejects.toThrow();
    expect(await listMailbox(testDb.database.db, { to: 'down@demo.test' })).toEqual([]);
    const sandbox = createSandboxMail(testDb.database.db);
    expect(
      (await sandbox.send({ ...message, to: 'down@demo.test' }, { idempotencyKey: 'down-1' })).repeated,
    ).toBe(false);
  });
});
