import type { DomainEvent } from '../../../platform/events/index.ts';
import type { Tx } from '../../../platform/db/client.ts';
import * as fitment from '../../fitment/index.ts';
import * as issues from '../issues/issues.repository.ts';
import * as repo from './product-links.repository.ts';

/** marketplace.listing_changed: the listing's products show it and its status; products it left show none. */
export async function applyListingChange(event: DomainEvent<'marketplace.listing_changed'>, tx: Tx) {
  await repo.setListingOfProducts(tx, {
    teamId: event.teamId,
    listingId: event.payload.listing_id,
    productIds: event.payload.product_ids,
    status: event.payload.status,
  });
}

/**
 * fitment.applications_changed: recount the products' vehicles through the fitment module's service, and keep
 * the fitment linter's findings as product issues.
 */
export async function recountVehicles(event: DomainEvent<'fitment.applications_changed'>, tx: Tx) {
  const counts = await fitment.countVehiclesOfProducts(tx, { productIds: event.payload.product_ids });
  await repo.setVehicleCounts(tx, { teamId: event.teamId, counts });
  const lint = await fitment.lintProducts(tx, { productIds: event.payload.product_ids });
  for (const [productId, findings] of lint) {
    await issues.syncLintIssues(tx, {
      teamId: event.teamId,
      productId,
      findings: findings.map((f) => ({
        key: `${f.kind}:${f.vehicle_id}:${f.vehicle_application_ids.join('-')}`,
        message: f.message,
      })),
    });
  }
}
