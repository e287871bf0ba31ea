import type { ConnectDistributorAccountInput, DistributorAccount } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { findPlatformDistributor, listPlatformDistributors } from '../../distribution/index.ts';
import { storeInfoOfTeam, storesOfTeam } from '../../marketplace/index.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import * as repo from './connections.repository.ts';

const present = (a: repo.DistributorAccountRow): DistributorAccount => ({
  id: a.id,
  distributor_id: a.distributor_id,
  store_id: a.store_id,
  account_code: a.account_code,
  team_id: a.team_id,
  direct_billing: a.direct_billing,
});

async function accountsOf(db: DbOrTx, teamId: number) {
  return { accounts: (await repo.listAccountsOfTeam(db, { teamId })).map(present) };
}

/** The Distributors page: the team's stores, the platform's distributors and the team's accounts. */
export async function distributorsPage(deps: OrdersDeps, actor: Actor) {
  const teamId = actor.scope.teamId;
  const [stores, distributors] = [
    await storesOfTeam(deps.db, teamId),
    await listPlatformDistributors(deps.db),
  ];
  return {
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
    distributors: distributors.map((d) => ({ id: d.id, name: d.name, locations_count: d.locations_count })),
    ...(await accountsOf(deps.db, teamId)),
  };
}

/** Connects a store of the team to a distributor with the account code the distributor knows it by. */
export async function connectDistributorAccount(
  deps: OrdersDeps,
  actor: Actor,
  input: ConnectDistributorAccountInput & { direct_billing?: boolean },
) {
  const teamId = actor.scope.teamId;
  if (!(await storeInfoOfTeam(deps.db, { teamId, id: input.store_id }))) throw ordersError('store_not_found');
  if (!(await findPlatformDistributor(deps.db, input.distributor_id)))
    throw ordersError('distributor_not_found');
  await repo.upsertAccount(deps.db, {
    teamId,
    storeId: input.store_id,
    distributorId: input.distributor_id,
    accountCode: input.account_code,
    directBilling: input.direct_billing ?? false,
  });
  return accountsOf(deps.db, teamId);
}

export async function disconnectDistributorAccount(deps: OrdersDeps, actor: Actor, id: number) {
  const teamId = actor.scope.teamId;
  if (!(await repo.deleteAccount(deps.db, { teamId, id })))
    throw ordersError('distributor_account_not_found');
  return accountsOf(deps.db, teamId);
}

/** The distributors a store is connected to, with their account codes: routing's candidates. */
export async function connectedDistributors(db: DbOrTx, params: { teamId: number; storeId: number }) {
  return repo.listAccountsOfStore(db, params);
}
