import '../shared/no-eval.ts';
import { z } from 'zod';

/** A merchant store's account with a distributor (merchant spec 3). */
export const distributorAccountSchema = z.object({
  id: z.number().int(),
  distributor_id: z.number().int(),
  store_id: z.number().int(),
  account_code: z.string(),
  team_id: z.number().int(),
  /** The merchant pays this distributor on its trade account, not through the platform (Direct Account). */
  direct_billing: z.boolean(),
});
export type DistributorAccount = z.infer<typeof distributorAccountSchema>;

export const connectDistributorAccountInputSchema = z.object({
  store_id: z.coerce.number().int().positive(),
  distributor_id: z.coerce.number().int().positive(),
  account_code: z.string().trim().min(1, 'Account code is required').max(50),
  direct_billing: z.boolean().default(false),
});
export type ConnectDistributorAccountInput = z.infer<typeof connectDistributorAccountInputSchema>;

export const distributorAccountsReplySchema = z.object({ accounts: z.array(distributorAccountSchema) });

/** The Distributors page: the platform's distributors and the team's accounts with them, per store. */
export const distributorsPageSchema = z.object({
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  distributors: z.array(
    z.object({ id: z.number().int(), name: z.string(), locations_count: z.number().int() }),
  ),
  accounts: z.array(distributorAccountSchema),
});
