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
}
