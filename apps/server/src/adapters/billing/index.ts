/** Billing: the provider of plans and recurring charges, its sandbox by default (platform design 5). */
export { BillingError } from './billing.adapter.ts';
export type { BillingCharge, BillingProvider, Plan, PlanPrice, PlateSearchPrice } from './billing.adapter.ts';
export { createSandboxBilling, periodEnd, SANDBOX_PLANS, SANDBOX_PLATE_SEARCH } from './sandbox-billing.ts';
