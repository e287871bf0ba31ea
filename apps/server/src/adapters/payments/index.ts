/** Payments: one interface for the card payment provider, its sandbox by default (platform design 5). */
export { PaymentError } from './payment.adapter.ts';
export type {
  AccountDebit,
  Refund,
  ConnectedAccount,
  PaymentAdapter,
  Transfer,
  PaymentIntent,
  PaymentIntentStatus,
  SavedCard,
} from './payment.adapter.ts';
export { createSandboxPayments, TEST_CARDS } from './sandbox-payments.ts';
