import type { AllianceMerchant, Distributor, UpdateDistributorInput } from '@partsflow/contracts';
import { iso } from '../../platform/http/presenters.ts';
import type { Scope } from '../../platform/auth/access.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { distributionError } from './distribution.errors.ts';
import {
  findTeamDistributor,
  isStripeConnectOnboarded as isOnboarded,
  markStripeConnectOnboarded as markOnboarded,
  priceAccounts,
  renameDistributor,
  setFreightExchangeKey as storeFreightExchangeKey,
} from './distributors.repository.ts';

/** The key as the settings screen shows it (decision 0753): dots and its last four characters, never the key. */
export function maskFreightExchangeKey(key: string | null) {
  return key ? `${'•'.repeat(8)}${key.slice(-4)}` : null;
}

/**
 * The caller's distributor; a distributor id named in a path or body must be it (another team's distributor, or
 * none, answers 404).
 */
export async function requireDistributor(
  db: DbOrTx,
  scope: Pick<Scope, 'teamId'>,
  distributorId?: number | null,
) {
  const row = await findTeamDistributor(db, scope.teamId);
  if (!row || (distributorId != null && row.id !== distributorId))
    throw distributionError('distributor_not_found');
  return row;
}

const present = (row: {
  id: number;
  name: string;
  stripe_connect_onboarded: boolean;
  freight_exchange_key: string | null;
}): Distributor => ({
  id: row.id,
  name: row.name,
  stripe_connect_onboarded: row.stripe_connect_onboarded,
  has_freight_exchange_key: Boolean(row.freight_exchange_key),
  freight_exchange_key_hint: maskFreightExchangeKey(row.freight_exchange_key),
});

export async function currentDistributor(db: DbOrTx, scope: Pick<Scope, 'teamId'>): Promise<Distributor> {
  return present(await requireDistributor(db, scope));
}

/** Distributor settings: the name merchants and carriers see. */
export async function updateDistributor(
  db: DbOrTx,
  scope: Pick<Scope, 'teamId'>,
  input: UpdateDistributorInput,
): Promise<Distributor> {
  const row = await renameDistributor(db, { teamId: scope.teamId, name: input.distributor.name });
  if (!row) throw distributionError('distributor_not_found');
  return present(row);
}

/**
 * Distributor settings, Freight Exchange (decision 0753): set or replace the key (null removes it; carrier
 * filters are then hidden and refused, decision 0751). Setting the same key again changes nothing.
 */
export async function setFreightExchangeKey(
  db: DbOrTx,
  scope: Pick<Scope, 'teamId'>,
  key: string | null,
): Promise<Distributor> {
  await requireDistributor(db, scope);
  const row = await storeFreightExchangeKey(db, { teamId: scope.teamId, key });
  if (!row) throw distributionError('distributor_not_found');
  return present(row);
}

export async function allianceMerchants(
  db: DbOrTx,
  scope: Pick<Scope, 'teamId'>,
): Promise<{ results: AllianceMerchant[] }> {
  await requireDistributor(db, scope);
  const rows = await priceAccounts(db, scope.teamId);
  return {
    results: rows.map((r) => ({
      account_code: r.account_code,
      priced_skus: Number(r.priced_skus),
      updated_at: iso(r.updated_at)!,
    })),
  };
}

/** The distributor has linked its payments account (payouts are sent to it; docs/decisions/0460). */
export function markStripeConnectOnboarded(db: DbOrTx, params: { teamId: number; id: number }) {
  return markOnboarded(db, params);
}

/** Whether the distributor's payments account is linked, so payouts can be sent. */
export function isStripeConnectOnboarded(db: DbOrTx, id: number) {
  return isOnboarded(db, id);
}
