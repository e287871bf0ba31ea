import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  PaymentError,
  type ConnectedAccount,
  type PaymentAdapter,
  type PaymentIntent,
} from './payment.adapter.ts';
import {
  sandboxAccountDebits,
  sandboxConnectedAccounts,
  sandboxPaymentIntents,
  sandboxRefunds,
  sandboxPaymentMethods,
  sandboxTransfers,
} from './payments.tables.ts';

/**
 * Test card numbers (docs/decisions/0453), as card providers document theirs: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0259 stays processing. Any other number is declined.
 */
export const TEST_CARDS = {
  succeed: '4242424242424242',
  decline: '4000000000000002',
  processing: '4000000000000259',
} as const;

type Behaviour = 'succeed' | 'decline' | 'processing';
const behaviourOf = (card: string): Behaviour =>
  card === TEST_CARDS.succeed ? 'succeed' : card === TEST_CARDS.processing ? 'processing' : 'decline';

const toIntent = (r: typeof sandboxPaymentIntents.$inferSelect): PaymentIntent => ({
  id: r.id,
  client_secret: r.client_secret,
  amount_cents: r.amount_cents,
  currency: r.currency,
  status: r.status,
  last_error: r.last_error,
});

const toAccount = (r: typeof sandboxConnectedAccounts.$inferSelect): ConnectedAccount => ({
  id: r.id,
  reference: r.reference,
  business_name: r.business_name,
  bank_last4: r.bank_last4,
  payouts_enabled: r.payouts_enabled,
});

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

/** The payment provider sandbox: its state lives in the platform's database. */
export function createSandboxPayments(db: Db): PaymentAdapter {
  async function byClientSecret(clientSecret: string) {
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.client_secret, clientSecret));
    return row ?? null;
  }

  /** Settles an intent once: only one that still needs a payment method moves (a second confirm charges nothing). */
  async function settle(clientSecret: string, behaviour: Behaviour, paymentMethodId: string | null) {
    const intent = await byClientSecret(clientSecret);
    if (!intent) throw new PaymentError('No such payment intent');
    const status =
      behaviour === 'succeed'
        ? 'succeeded'
        : behaviour === 'processing'
          ? 'processing'
          : 'requires_payment_method';
    const [row] = await db
      .update(sandboxPaymentIntents)
      .set({
        status,
        payment_method_id: paymentMethodId,
        last_error: behaviour === 'decline' ? 'Your card was declined.' : null,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(sandboxPaymentIntents.id, intent.id),
          eq(sandboxPaymentIntents.status, 'requires_payment_method'),
        ),
      )
      .returning();
    return toIntent(row ?? (await byClientSecret(clientSecret))!);
  }

  return {
    async createIntent(p) {
      const id = `pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotency_key: p.idempotencyKey,
          customer: p.customer,
          amount_cents: p.amountCents,
          currency: p.currency,
        })
        .onConflictDoNothing({ target: sandboxPaymentIntents.idempotency_key });
      const [row] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotency_key, p.idempotencyKey));
      return toIntent(row!);
    },
    async confirmWithCard({ clientSecret, cardNumber, save }) {
      const card = cardNumber.replace(/\s+/g, '');
      if (!/^\d{12,19}$/.test(card)) throw new PaymentError('Your card number is invalid.');
      const behaviour = behaviourOf(card);
      let methodId: string | null = null;
      if (save && behaviour !== 'decline') {
        const intent = await byClientSecret(clientSecret);
        if (!intent) throw new PaymentError('No such payment intent');
        methodId = `pm_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
        await db.insert(sandboxPaymentMethods).values({
          id: methodId,
          customer: intent.customer,
          brand: 'Visa',
          last4: card.slice(-4),
          behaviour,
        });
      }
      return settle(clientSecret, behaviour, methodId);
    },
    async confirmWithSavedCard({ clientSecret, cardId }) {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, cardId));
      if (!method) throw new PaymentError('No such card');
      return settle(clientSecret, method.behaviour, method.id);
    },
    async retrieveIntent(clientSecret) {
      const row = await byClientSecret(clientSecret);
      return row ? toIntent(row) : null;
    },
    async savedCards(customer) {
      const rows = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customer, customer))
        .orderBy(asc(sandboxPaymentMethods.created_at));
      return rows.map((r) => ({ id: r.id, brand: r.brand, last4: r.last4 }));
    },
    async connectedAccount(reference) {
      await db
        .insert(sandboxConnectedAccounts)
        .values({ id: newId('acct'), reference })
        .onConflictDoNothing({ target: sandboxConnectedAccounts.reference });
      const [row] = await db
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.reference, reference));
      return toAccount(row!);
    },
    async onboardConnectedAccount({ accountId, businessName, bsb, accountNumber }) {
      // As a provider's onboarding form checks: an Australian BSB is six digits, an account number 5 to 9.
      if (!/^\d{3}-?\d{3}$/.test(bsb.trim())) throw new PaymentError('The BSB must be 6 digits.');
      const number = accountNumber.replace(/\s+/g, '');
      if (!/^\d{5,9}$/.test(number)) throw new PaymentError('The account number must be 5 to 9 digits.');
      const [row] = await db
        .update(sandboxConnectedAccounts)
        .set({ business_name: businessName.trim(), bank_last4: number.slice(-4), payouts_enabled: true })
        .where(eq(sandboxConnectedAccounts.id, accountId))
        .returning();
      if (!row) throw new PaymentError('No such account');
      return toAccount(row);
    },
    async createTransfer(p) {
      const [account] = await db
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.id, p.destination));
      if (!account) throw new PaymentError('No such account');
      if (!account.payouts_enabled) throw new PaymentError('Payouts are not enabled on this account.');
      if (!Number.isInteger(p.amountCents) || p.amountCents <= 0)
        throw new PaymentError('A transfer must be for a positive amount.');
      await db
        .insert(sandboxTransfers)
        .values({
          id: newId('tr'),
          idempotency_key: p.idempotencyKey,
          destination: p.destination,
          amount_cents: p.amountCents,
          currency: p.currency,
          description: p.description,
        })
        .onConflictDoNothing({ target: sandboxTransfers.idempotency_key });
      const [row] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotency_key, p.idempotencyKey));
      return row!;
    },
    async refundIntent(p) {
      const byKey = async () => {
        const [row] = await db
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotency_key, p.idempotencyKey));
        return row ?? null;
      };
      const first = await byKey();
      if (first) return first;
      return db.transaction(async (tx) => {
        // The intent locked: two refunds of one intent at once cannot give back more than was paid.
        const [intent] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, p.intentId))
          .for('update');
        if (!intent) throw new PaymentError('No such payment intent');
        const [again] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotency_key, p.idempotencyKey));
        if (again) return again;
        if (intent.status !== 'succeeded')
          throw new PaymentError('Only a succeeded payment can be refunded.');
        const [done] = await tx
          .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amount_cents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.intent_id, intent.id));
        const left = intent.amount_cents - (done?.cents ?? 0);
        const amount = p.amountCents ?? left;
        if (!Number.isInteger(amount) || amount <= 0)
          throw new PaymentError(
            left <= 0 ? 'This payment has already been refunded.' : 'A refund must be for a positive amount.',
          );
        if (amount > left)
          throw new PaymentError('A refund cannot be more than what is left of the payment.');
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({
            id: newId('re'),
            idempotency_key: p.idempotencyKey,
            intent_id: intent.id,
            amount_cents: amount,
            currency: intent.currency,
            reason: p.reason,
          })
          .returning();
        return row!;
      });
    },
    async refundsOf(intentId) {
      return db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.intent_id, intentId))
        .orderBy(asc(sandboxRefunds.created_at), asc(sandboxRefunds.id));
    },
    async debitConnectedAccount(p) {
      const [account] = await db
        .select()
        .from(sandboxConnectedAccounts)
        .where(eq(sandboxConnectedAccounts.id, p.accountId));
      if (!account) throw new PaymentError('No such account');
      if (!account.payouts_enabled) throw new PaymentError('This account has no bank details to debit.');
      if (!Number.isInteger(p.amountCents) || p.amountCents <= 0)
        throw new PaymentError('A debit must be for a positive amount.');
      await db
        .insert(sandboxAccountDebits)
        .values({
          id: newId('py'),
          idempotency_key: p.idempotencyKey,
          account_id: p.accountId,
          amount_cents: p.amountCents,
          currency: p.currency,
          description: p.description,
        })
        .onConflictDoNothing({ target: sandboxAccountDebits.idempotency_key });
      const [row] = await db
        .select()
        .from(sandboxAccountDebits)
        .where(eq(sandboxAccountDebits.idempotency_key, p.idempotencyKey));
      return row!;
    },
  };
}
