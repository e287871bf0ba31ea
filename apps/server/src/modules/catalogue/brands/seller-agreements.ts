import type { SellerAgreement } from '@partsflow/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';

/**
 * A brand's seller agreement is the record the marketplace's accept-agreement step reads, so the marketplace
 * keeps it; the brand editor reads and writes it through this interface, which the marketplace registers at start
 * (the catalogue cannot import the marketplace: the marketplace builds on the catalogue).
 */
export interface SellerAgreementStore {
  find(db: DbOrTx, brandId: number): Promise<SellerAgreement | null>;
  save(db: DbOrTx, brandId: number, agreement: SellerAgreement): Promise<void>;
}

let store: SellerAgreementStore | null = null;

export function registerSellerAgreementStore(s: SellerAgreementStore): void {
  store = s;
}

export const NO_AGREEMENT: SellerAgreement = { text: '', active: false, max_discount_percent: 0 };

export async function findSellerAgreement(db: DbOrTx, brandId: number): Promise<SellerAgreement> {
  return (store && (await store.find(db, brandId))) ?? NO_AGREEMENT;
}

/** Saves the agreement; a brand that never had one and is given an empty one gets no record. */
export async function saveSellerAgreement(db: DbOrTx, brandId: number, agreement: SellerAgreement) {
  if (!store) throw new Error('No seller agreement store registered (the marketplace module registers it)');
  const current = await store.find(db, brandId);
  const empty = !agreement.text && !agreement.active && agreement.max_discount_percent === 0;
  if (!current && empty) return;
  await store.save(db, brandId, agreement);
}
