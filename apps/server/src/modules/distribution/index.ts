/**
 * Distribution: distributors, their locations and stock. So far only its demo data; the distributor portal comes
 * with its own issue.
 */
export {
  deferDistributionIndexes,
  seedDistributors,
  writeInventory,
  type DistributorSeed,
  type InventorySeed,
  type LocationSeed,
} from './distribution.seed.ts';
