/**
 * The billing provider (platform design 5; merchant spec 2.8, 3 Plan): the plans and add-on prices it sells and
 * recurring charges approved by the merchant. The sandbox is the default; a store platform's billing API plugs in
 * behind the same interface.
 */
export type BillingInterval = 'year' | 'month' | 'one_time' | 'metered';

export interface PlanPrice {
  id: string;
  /** Cents (USD). */
  unit_amount: number;
  recurring: { interval: 'year' | 'month' };
}

export interface Plan {
  id: string;
  name: string;
  description: string;
  prices: PlanPrice[];
  metadata: {
    featured: boolean;
    key_features: string[];
    yearly_usd: number;
    monthly_usd: number;
    pim_access: boolean;
    /** How many listings a team on the plan may publish. */
    listings_limit: number;
    /** Revenue share on order units: percent of the unit sale price. */
    order_units_rate: number;
  };
}

/** The plate search add-on's two prices: per search (metered) and a pack of searches. */
export interface PlateSearchPrice {
  id: string;
  unit_amount: number;
  interval: 'metered' | 'one_time';
  metadata: { unit_description: 'each' | 'pack'; description: string; searches: number | null };
  transform_usage: { divide_by: number } | null;
}

export interface BillingCharge {
  id: string;
  customer: string;
  price_id: string;
  amount_cents: number;
  interval: BillingInterval;
  status: 'pending' | 'active' | 'declined' | 'cancelled';
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancelled_at: Date | null;
}

export class BillingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillingError';
  }
}

export interface BillingProvider {
  plans(): Plan[];
  /** The currency the plans are priced and charged in (ISO code). */
  currency(): string;
  plateSearchPrices(): PlateSearchPrice[];
  /** A pending charge the merchant approves at `confirmation_url` (the return url with `charge_id`). */
  createCharge(params: {
    customer: string;
    priceId: string;
    returnUrl: string;
  }): Promise<{ charge: BillingCharge; confirmation_url: string }>;
  /** The merchant approved (or declined) the charge; only a pending charge moves. */
  decide(chargeId: string, approve: boolean, now: Date): Promise<BillingCharge>;
  cancel(chargeId: string, now: Date): Promise<BillingCharge>;
  charge(chargeId: string): Promise<BillingCharge | null>;
}
