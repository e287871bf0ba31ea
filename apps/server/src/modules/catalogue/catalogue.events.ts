import type { EventBus } from '../../platform/events/index.ts';
import { applyListingChange, recountVehicles } from './products/product-links.service.ts';

/** The catalogue's subscriptions to other modules' events (docs/decisions/0012-cross-module-events.md). */
export function registerCatalogueEventHandlers(events: EventBus): void {
  events.on('marketplace.listing_changed', 'catalogue.product_listing', applyListingChange);
  events.on('fitment.applications_changed', 'catalogue.product_vehicle_count', recountVehicles);
}
