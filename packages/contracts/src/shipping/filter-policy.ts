import '../shared/no-eval.ts';
import { z } from 'zod';

/** Allow or block; an override that is absent inherits (spec section 4, filter policy resolution). */
export const filterRuleSchema = z.enum(['allow', 'block']);
export type FilterRule = z.infer<typeof filterRuleSchema>;

/**
 * A location's carrier filter policy (`shipping_settings.freight_exchange.filter_policy`): the base default,
 * then overrides by carrier id and by service id. Setting an override to 'inherit' removes it.
 */
export const filterPolicySchema = z.object({
  base: filterRuleSchema.default('allow'),
  carriers: z.record(z.string(), z.union([filterRuleSchema, z.literal('inherit')])).default({}),
  services: z.record(z.string(), z.union([filterRuleSchema, z.literal('inherit')])).default({}),
});
export type FilterPolicy = z.infer<typeof filterPolicySchema>;

export const DEFAULT_FILTER_POLICY: FilterPolicy = { base: 'allow', carriers: {}, services: {} };

/** The rule for one service: a service override wins, then the carrier override, then the base. */
export function resolveFilterRule(
  policy: FilterPolicy | null | undefined,
  carrierId: number,
  serviceId: number,
): FilterRule {
  const p = policy ?? DEFAULT_FILTER_POLICY;
  const service = p.services?.[String(serviceId)];
  if (service === 'allow' || service === 'block') return service;
  const carrier = p.carriers?.[String(carrierId)];
  if (carrier === 'allow' || carrier === 'block') return carrier;
  return p.base ?? 'allow';
}

/** Drops 'inherit' overrides, as a saved policy keeps only the overrides that decide something. */
export function normalizeFilterPolicy(policy: FilterPolicy): FilterPolicy {
  const keep = (r: Record<string, string>) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v === 'allow' || v === 'block')) as Record<
      string,
      FilterRule
    >;
  return { base: policy.base, carriers: keep(policy.carriers), services: keep(policy.services) };
}
