/** A payment intent's status, as the card provider names them. */
export type PaymentIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  status: PaymentIntentStatus;
  last_error: string | null;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/** A payee's account at the provider (distributor payouts). */
export interface ConnectedAccount {
  id: string;
  reference: string;
  business_name: string | null;
  bank_last4: string | null;
  payouts_enabled: boolean;
}

/** Money sent to a connected account. */
export interface Transfer {
  id: string;
  destination: string;
  amount_cents: number;
  currency: string;
  description: string;
  created_at: Date;
}

/** Money given back to the card that paid an intent (all of it or part). */
export interface Refund {
  id: string;
  intent_id: string;
  amount_cents: number;
  currency: string;
  reason: string;
  created_at: Date;
}

/** Money taken back from a connected account's balance (a payout clawed back). */
export interface AccountDebit {
  id: string;
  account_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  created_at: Date;
}

/** The provider's refusal of a call (an unknown intent, a card it will not take). */
export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * A card payment provider (platform design section 5): payment intents with client secrets, saved cards for
 * auto-billing. The sandbox is the default; a real provider's client plugs in behind the same interface. Every
 * create takes the caller's idempotency key: a create repeated with it answers the first intent.
 */
export interface PaymentAdapter {
  createIntent(params: {
    customer: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  /** Pays an intent with a card (as the provider's card form does); `save` keeps the card for the customer. */
  confirmWithCard(params: {
    clientSecret: string;
    cardNumber: string;
    save: boolean;
  }): Promise<PaymentIntent>;
  /** Pays an intent with a saved card (auto-billing). */
  confirmWithSavedCard(params: { clientSecret: string; cardId: string }): Promise<PaymentIntent>;
  retrieveIntent(clientSecret: string): Promise<PaymentIntent | null>;
  savedCards(customer: string): Promise<SavedCard[]>;
  /** The holder's connected account, made on first use (one per reference). */
  connectedAccount(reference: string): Promise<ConnectedAccount>;
  /** Onboarding (the provider's hosted form): bank details given, payouts enabled. */
  onboardConnectedAccount(params: {
    accountId: string;
    businessName: string;
    bsb: string;
    accountNumber: string;
  }): Promise<ConnectedAccount>;
  /** Sends money to a connected account with payouts enabled; repeated with the key, answers the first transfer. */
  createTransfer(params: {
    destination: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<Transfer>;
  /**
   * Refunds a succeeded intent to its card: `amountCents` of it (partial), or what is left of it when omitted
   * (full). Never more than was paid less earlier refunds; repeated with the key, answers the first refund.
   */
  refundIntent(params: {
    intentId: string;
    amountCents?: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<Refund>;
  /** Refunds of an intent, oldest first. */
  refundsOf(intentId: string): Promise<Refund[]>;
  /**
   * Takes money from a connected account back to the platform (as a provider's charge on a connected account);
   * repeated with the key, answers the first debit.
   */
  debitConnectedAccount(params: {
    accountId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<AccountDebit>;
}
