import type {
  CreateHazardInput,
  CreatePackageInput,
  HazardsReply,
  PackageInput,
  PackagesReply,
  UpdateHazardInput,
  UpdatePackageInput,
} from '@partsflow/contracts';
import { CATALOGUE_MESSAGES } from '@partsflow/contracts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { diffChanges, recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import { productSubject } from '../history/history.repository.ts';
import { presentHazard, presentPackage } from './shipping.presenters.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as lookupsRepo from '../lookups/lookups.repository.ts';
import * as repo from './shipping.repository.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import type { ProductRow } from '../products/products.repository.ts';
import { childRowHistory } from '../products/product-rows.ts';
/** Packages and dangerous goods of a product (the Shipping & Handling tab). */

export const PACKAGE_AUDIT_FIELDS = [
  'package_type_id',
  'identifier',
  'length',
  'width',
  'height',
  'dimensions_unit',
  'weight',
  'weight_unit',
  'label',
  'ships_separate',
  'use_outer_box',
] as const;
export const HAZARD_AUDIT_FIELDS = [
  'shipping_dangerous_goods_definition_id',
  'package_id',
  'amount',
  'amount_unit',
  'supplemental_info',
] as const;

// ---------------------------------------------------------------- packages

export async function presentPackages(db: DbOrTx, productId: number) {
  const rows = await repo.listPackages(db, { productId });
  return rows.map((r) => presentPackage(r.pkg, r.package_type));
}

export async function listPackages(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return { packages: await presentPackages(db, product.id) };
}

async function packageValues(tx: DbOrTx, input: PackageInput) {
  if (input.package_type_id && !(await lookupsRepo.findPackageType(tx, { id: input.package_type_id }))) {
    throw fieldError(['package_type_id'], 'Choose a pack type');
  }
  const useOuterBox = input.use_outer_box ?? (input.packing ? input.packing === 'Use Outer Box' : undefined);
  return {
    ...(input.package_type_id !== undefined ? { package_type_id: input.package_type_id } : {}),
    ...(input.identifier !== undefined ? { identifier: input.identifier } : {}),
    length: input.length,
    width: input.width,
    height: input.height,
    dimensions_unit: input.dimensions_unit,
    ...(input.weight !== undefined ? { weight: input.weight } : {}),
    weight_unit: input.weight_unit,
    ...(input.label !== undefined ? { label: input.label } : {}),
    ...(input.ships_separate !== undefined ? { ships_separate: input.ships_separate } : {}),
    ...(useOuterBox !== undefined ? { use_outer_box: useOuterBox } : {}),
  };
}

async function packagesReply(
  tx: DbOrTx,
  productId: number,
  message: string,
  id?: number,
): Promise<PackagesReply> {
  const packages = await presentPackages(tx, productId);
  const pkg = id ? packages.find((p) => p.id === id) : undefined;
  return { message, packages, ...(pkg ? { package: pkg } : {}) };
}

export async function createPackage(db: Db, actor: Actor, input: CreatePackageInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    const row = await repo.insertPackage(tx, { product_id: product.id, ...(await packageValues(tx, input)) });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'Package',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, PACKAGE_AUDIT_FIELDS, 'create'),
    });
    return packagesReply(tx, product.id, 'Package added to product', row.id);
  });
}

async function packageOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const found = await repo.findPackage(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return found;
}

export async function updatePackage(db: Db, actor: Actor, id: number, input: UpdatePackageInput) {
  const found = await packageOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const before = await repo.findPackageOfProduct(tx, { productId: product.id, id });
    if (!before) throw catalogueError('record_not_found');
    const values = await packageValues(tx, input);
    const after = await repo.updatePackage(tx, { productId: product.id, id, values });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'Package',
      id,
      action: 'update',
      changes: diffChanges(before, after!, Object.keys(values)),
    });
    return packagesReply(tx, product.id, 'Package updated', id);
  });
}

export async function deletePackage(db: Db, actor: Actor, id: number) {
  const found = await packageOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const removed = await repo.deletePackage(tx, { productId: product.id, id });
    // A simultaneous delete took it first: answer as a repeat would (404), with no second event or touch.
    if (!removed) throw catalogueError('record_not_found');
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'Package',
      id,
      action: 'destroy',
      changes: snapshotChanges(removed, PACKAGE_AUDIT_FIELDS, 'destroy'),
    });
    return packagesReply(tx, product.id, 'Package removed from product');
  });
}

// ---------------------------------------------------------------- hazards

export async function presentHazards(db: DbOrTx, productId: number) {
  return (await repo.listHazards(db, { productId })).map(presentHazard);
}

export async function listHazards(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return { hazards: await presentHazards(db, product.id) };
}

/** The hazard as history records it: definition and the (first) package amount. */
export async function hazardSnapshot(tx: DbOrTx, productId: number, id: number) {
  const hazards = await repo.listHazards(tx, { productId });
  const h = hazards.find((x) => x.hazard.id === id);
  if (!h) return null;
  const a = h.amounts[0]?.ph;
  return {
    shipping_dangerous_goods_definition_id: h.hazard.dangerous_goods_definition_id,
    package_id: a?.package_id ?? null,
    amount: a?.amount ?? null,
    amount_unit: a?.amount_unit ?? null,
    supplemental_info: a?.supplemental_info ?? null,
  };
}

async function checkHazardRefs(
  tx: Tx,
  product: ProductRow,
  input: { shipping_dangerous_goods_definition_id: number; package_id?: number | null },
) {
  const def = await lookupsRepo.findDangerousGoodsDefinition(tx, {
    id: input.shipping_dangerous_goods_definition_id,
  });
  if (!def)
    throw fieldError(
      ['shipping_dangerous_goods_definition_id'],
      CATALOGUE_MESSAGES.hazards.definitionRequired,
    );
  if (
    input.package_id &&
    !(await repo.findPackageOfProduct(tx, { productId: product.id, id: input.package_id }))
  ) {
    throw fieldError(['package_id'], 'Choose one of the product’s packages');
  }
}

async function hazardsReply(
  tx: DbOrTx,
  productId: number,
  message: string,
  id?: number,
): Promise<HazardsReply> {
  const hazards = await presentHazards(tx, productId);
  const hazard = id ? hazards.find((h) => h.id === id) : undefined;
  return { message, hazards, ...(hazard ? { hazard } : {}) };
}

export async function createHazard(db: Db, actor: Actor, input: CreateHazardInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    await checkHazardRefs(tx, product, input);
    const row = await repo.insertHazard(tx, {
      productId: product.id,
      definitionId: input.shipping_dangerous_goods_definition_id,
      packageId: input.package_id ?? null,
      amount: input.amount,
      amountUnit: input.amount_unit,
      supplementalInfo: input.supplemental_info ?? null,
    });
    const snap = await hazardSnapshot(tx, product.id, row.id);
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'Hazard',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(snap!, HAZARD_AUDIT_FIELDS, 'create'),
    });
    return hazardsReply(tx, product.id, 'Dangerouse goods info added to product', row.id);
  });
}

async function hazardOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const found = await repo.findHazard(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return found;
}

export async function updateHazard(db: Db, actor: Actor, id: number, input: UpdateHazardInput) {
  const found = await hazardOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    await checkHazardRefs(tx, product, input);
    const before = await hazardSnapshot(tx, product.id, id);
    if (!before) throw catalogueError('record_not_found');
    await repo.updateHazard(tx, {
      productId: product.id,
      id,
      definitionId: input.shipping_dangerous_goods_definition_id,
      packageId: input.package_id ?? null,
      amount: input.amount,
      amountUnit: input.amount_unit,
      supplementalInfo: input.supplemental_info ?? null,
    });
    const after = await hazardSnapshot(tx, product.id, id);
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'Hazard',
      id,
      action: 'update',
      changes: diffChanges(before, after!, HAZARD_AUDIT_FIELDS),
    });
    return hazardsReply(tx, product.id, 'Hazard updated', id);
  });
}

export async function deleteHazard(db: Db, actor: Actor, id: number) {
  const found = await hazardOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const before = await hazardSnapshot(tx, product.id, id);
    const removed = await repo.deleteHazard(tx, { productId: product.id, id });
    // A simultaneous delete took it first: answer as a repeat would (404), with no second event or touch.
    if (!removed) throw catalogueError('record_not_found');
    if (before) {
      await recordAudit(tx, {
        actor,
        teamId: product.team_id,
        subject: productSubject(product.id),
        type: 'Hazard',
        id,
        action: 'destroy',
        changes: snapshotChanges(before, HAZARD_AUDIT_FIELDS, 'destroy'),
      });
    }
    return hazardsReply(tx, product.id, 'Hazard removed from product');
  });
}

// ---------------------------------------------------------------- history

type AmountUnit = 'g' | 'kg' | 'ml' | 'l';

/** How history restores a package. */
export const packageHistory: Restorable = childRowHistory(repo.packageRows, PACKAGE_AUDIT_FIELDS);

/** How history restores a hazard (its definition and first package amount, as hazardSnapshot records them). */
export const hazardHistory: Restorable = {
  fields: HAZARD_AUDIT_FIELDS,
  find: (tx, productId, id) => hazardSnapshot(tx, productId, id),
  update: async (tx, productId, id, values) => {
    const current = await hazardSnapshot(tx, productId, id);
    if (!current) return null;
    const v = { ...current, ...values };
    await repo.updateHazard(tx, {
      productId,
      id,
      definitionId: Number(v.shipping_dangerous_goods_definition_id),
      packageId: (v.package_id as number | null) ?? null,
      amount: Number(v.amount ?? 0),
      amountUnit: (v.amount_unit as AmountUnit | null) ?? 'g',
      supplementalInfo: (v.supplemental_info as string | null) ?? null,
    });
    return hazardSnapshot(tx, productId, id);
  },
  remove: async (tx, productId, id) => {
    const snap = await hazardSnapshot(tx, productId, id);
    return (await repo.deleteHazard(tx, { productId, id })) ? snap : null;
  },
  insert: async (tx, productId, values) => {
    // A package named by the old record may be gone since; the amount then belongs to the product.
    const packageId = (values.package_id as number | null) ?? null;
    const pkgExists = packageId ? await repo.findPackageOfProduct(tx, { productId, id: packageId }) : null;
    const row = await repo.insertHazard(tx, {
      productId,
      definitionId: Number(values.shipping_dangerous_goods_definition_id),
      packageId: pkgExists ? packageId : null,
      amount: Number(values.amount ?? 0),
      amountUnit: (values.amount_unit as AmountUnit | null) ?? 'g',
      supplementalInfo: (values.supplemental_info as string | null) ?? null,
    });
    return { id: row.id, ...(await hazardSnapshot(tx, productId, row.id)) };
  },
};
