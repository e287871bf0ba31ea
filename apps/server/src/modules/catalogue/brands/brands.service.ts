import {
  BRAND_MESSAGES,
  brandInputSchema,
  type Brand,
  type BrandInput,
  type BrandReply,
  type SubBrandInput,
  type SubBrandReply,
  type TeamBrands,
} from '@partsflow/contracts';
import {
  diffChanges,
  listAuditsOfSubject,
  recordAudit,
  snapshotChanges,
  type AuditAction,
  type AuditChanges,
} from '../../../platform/audit/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { presentAudit } from '../history/history.presenters.ts';
import { fromZodError } from '../../../platform/http/errors.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { catalogueError, fieldConflict, fieldError } from '../catalogue.errors.ts';
import type { MediaForm } from '../media/media.upload.ts';
import { checkLogo, LOGO_THUMBNAIL, logoFiles, thumbnailKey, type CheckedLogo } from './brand-logo.ts';
import * as repo from './brands.repository.ts';
import { findSellerAgreement, saveSellerAgreement } from './seller-agreements.ts';

const m = BRAND_MESSAGES;

// ---------------------------------------------------------------- history (decision 0271)

/** What a brand's history records of the brand itself, its seller agreement and its sub-brands. */
const BRAND_AUDIT_FIELDS = [
  'name',
  'code',
  'marketplace',
  'require_merchant_application',
  'logo_file_name',
] as const;
const AGREEMENT_AUDIT_FIELDS = ['text', 'active', 'max_discount_percent'] as const;
const SUB_BRAND_AUDIT_FIELDS = ['name'] as const;

/** One entry of a brand's history (subject Brand), in the caller's transaction. */
function recordBrandAudit(
  tx: Tx,
  actor: Actor,
  brand: { id: number; team_id: number },
  entry: {
    type: 'Brand' | 'SellerAgreement' | 'SubBrand';
    id: number;
    action: AuditAction;
    changes: AuditChanges;
  },
) {
  if (entry.action !== 'update' || Object.keys(entry.changes).length) {
    return recordAudit(tx, {
      actor,
      teamId: brand.team_id,
      subject: { type: 'Brand', id: brand.id },
      ...entry,
    });
  }
  return null;
}

/** Saves the seller agreement and records what changed in it (the agreement has the brand's id in history). */
async function saveAgreementWithHistory(
  tx: Tx,
  actor: Actor,
  brand: { id: number; team_id: number },
  agreement: BrandInput['brand']['brand_seller_agreement_attributes'],
) {
  const before = await findSellerAgreement(tx, brand.id);
  await saveSellerAgreement(tx, brand.id, agreement);
  const after = await findSellerAgreement(tx, brand.id);
  await recordBrandAudit(tx, actor, brand, {
    type: 'SellerAgreement',
    id: brand.id,
    action: 'update',
    changes: diffChanges({ ...before }, { ...after }, AGREEMENT_AUDIT_FIELDS),
  });
}

/** GET /admin/brands/{id}/audits: the brand's history, newest first (brand, seller agreement, sub-brands). */
export async function brandAudits(db: Db, actor: Actor, id: number) {
  const brand = await brandOrThrow(db, actor, id);
  const rows = await listAuditsOfSubject(db, {
    scope: actor.scope,
    subject: { type: 'Brand', id: brand.id },
    limit: 200,
  });
  return { audits: rows.map(presentAudit) };
}

/** Brands, sub-brands, favourites and the current brand (spec catalogue-pim sections 2, 3, 5, 7; decision 0260). */
export interface BrandDeps {
  db: Db;
  storage: FileStorage;
}

const API = '/api/catalogue';
/** Where the web app's brand page is (the reply's `location`). */
export const brandPageUrl = (id: number) => `/catalogue/brands/${id}`;

function logoUrls(row: { id: number; logo_key: string | null; updated_at: Date }) {
  if (!row.logo_key) return { logo: null, logo_thumbnail_url: null };
  // The version makes a browser fetch a replaced logo instead of its cached copy.
  const v = row.updated_at.getTime().toString(36);
  return {
    logo: `${API}/brands/${row.id}/logo?v=${v}`,
    logo_thumbnail_url: `${API}/brands/${row.id}/logo?size=${LOGO_THUMBNAIL}&v=${v}`,
  };
}

async function presentBrand(db: DbOrTx, actor: Actor, row: repo.BrandRow): Promise<Brand> {
  const [subs, favourites, agreement] = await Promise.all([
    repo.listSubBrands(db, { brandIds: [row.id] }),
    actor.scope.userId ? repo.favouriteBrandIds(db, { userId: actor.scope.userId }) : new Set<number>(),
    findSellerAgreement(db, row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    code: row.code,
    team_id: row.team_id,
    favourite: favourites.has(row.id),
    ...logoUrls(row),
    logo_file_name: row.logo_file_name,
    marketplace: row.marketplace,
    require_merchant_application: row.require_merchant_application,
    brand_seller_agreement_attributes: agreement,
    sub_brands: subs,
  };
}

async function brandOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const row = await repo.findBrand(db, { scope: actor.scope, id });
  if (!row) throw catalogueError('brand_not_found');
  return row;
}

export async function getBrand(db: Db, actor: Actor, id: number): Promise<Brand> {
  return presentBrand(db, actor, await brandOrThrow(db, actor, id));
}

/** The brand form of a multipart request (`brand[...]` fields) checked by the contract, or its 400. */
function parseBrandForm(form: MediaForm): BrandInput['brand'] {
  const parsed = brandInputSchema.safeParse({ brand: form.body.brand ?? {} });
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data.brand;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'brand';

/**
 * Saves a brand from its form: the fields are checked first, then the logo (type, size, content; thumbnails
 * made), then the brand and its seller agreement are written in one transaction. Any refusal or failure removes
 * the files written for it, so no logo is left without its brand.
 */
async function withLogo<T>(
  deps: BrandDeps,
  form: MediaForm,
  write: (input: BrandInput['brand'], logo: CheckedLogo | null) => Promise<T>,
): Promise<T> {
  const written: string[] = form.upload ? [form.upload.key] : [];
  try {
    const input = parseBrandForm(form);
    const upload = form.upload && (form.upload.size > 0 || form.upload.truncated) ? form.upload : null;
    const logo = upload ? await checkLogo(deps.storage, upload) : null;
    if (logo) written.push(...logo.written);
    if (!logo && form.upload) await deps.storage.remove(form.upload.key);
    return await write(input, logo);
  } catch (err) {
    await Promise.all([...new Set(written)].map((k) => deps.storage.remove(k)));
    throw err;
  }
}

function checkAgreement(input: BrandInput['brand']) {
  const a = input.brand_seller_agreement_attributes;
  if (a.active && !a.text) {
    throw fieldError(['brand', 'brand_seller_agreement_attributes', 'text'], m.agreementTextRequired);
  }
}

/** POST /team/brands: a new brand of the caller's team, its slug made from the name (unique across teams). */
export async function createBrand(deps: BrandDeps, actor: Actor, form: MediaForm): Promise<BrandReply> {
  return withLogo(deps, form, async (input, logo) => {
    checkAgreement(input);
    return deps.db.transaction(async (tx) => {
      const base = slugOf(input.name);
      const taken = await repo.slugsLike(tx, { base });
      let slug = base;
      for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
      const row = await repo.insertBrand(tx, {
        team_id: actor.scope.teamId,
        name: input.name,
        slug,
        code: input.code,
        marketplace: input.marketplace,
        require_merchant_application: input.require_merchant_application,
        logo_key: logo?.key ?? null,
        logo_file_name: logo?.fileName ?? null,
        logo_content_type: logo?.contentType ?? null,
      });
      // A simultaneous create took the slug between the read and the insert.
      if (!row) throw fieldConflict(['brand', 'name'], 'A brand of this name is being created; try again');
      await recordBrandAudit(tx, actor, row, {
        type: 'Brand',
        id: row.id,
        action: 'create',
        changes: snapshotChanges(row, BRAND_AUDIT_FIELDS, 'create'),
      });
      await saveAgreementWithHistory(tx, actor, row, input.brand_seller_agreement_attributes);
      return {
        message: m.created,
        location: brandPageUrl(row.id),
        brand: await presentBrand(tx, actor, row),
      };
    });
  });
}

/** PATCH /admin/brands/{id}: the brand's details, logo (replaced or removed) and seller agreement. */
export async function updateBrand(
  deps: BrandDeps,
  actor: Actor,
  id: number,
  form: MediaForm,
): Promise<BrandReply> {
  // 404 before anything is checked, so another team's brand learns nothing of the form.
  await brandOrThrow(deps.db, actor, id);
  let oldLogo: string | null = null;
  const reply = await withLogo(deps, form, async (input, logo) => {
    checkAgreement(input);
    return deps.db.transaction(async (tx) => {
      const current = await repo.lockBrand(tx, { scope: actor.scope, id });
      if (!current) throw catalogueError('brand_not_found');
      const replaceLogo = logo !== null || input.remove_logo;
      if (replaceLogo) oldLogo = current.logo_key;
      // The slug stays: product slugs and URLs are made from it (decision 0203).
      const row = await repo.updateBrand(tx, {
        id,
        values: {
          name: input.name,
          code: input.code,
          marketplace: input.marketplace,
          require_merchant_application: input.require_merchant_application,
          ...(replaceLogo
            ? {
                logo_key: logo?.key ?? null,
                logo_file_name: logo?.fileName ?? null,
                logo_content_type: logo?.contentType ?? null,
              }
            : {}),
        },
      });
      await recordBrandAudit(tx, actor, row, {
        type: 'Brand',
        id,
        action: 'update',
        changes: diffChanges(current, row, BRAND_AUDIT_FIELDS),
      });
      await saveAgreementWithHistory(tx, actor, row, input.brand_seller_agreement_attributes);
      return { message: m.updated, location: brandPageUrl(id), brand: await presentBrand(tx, actor, row) };
    });
  });
  // The replaced logo's files go only after the new record is committed.
  if (oldLogo) await Promise.all(logoFiles(oldLogo).map((k) => deps.storage.remove(k)));
  return reply;
}

/** The logo file (original or thumbnail) of a brand in scope. */
export async function brandLogo(deps: BrandDeps, actor: Actor, id: number, size: 'original' | 'small') {
  const row = await brandOrThrow(deps.db, actor, id);
  if (!row.logo_key) throw catalogueError('record_not_found');
  const key = size === 'original' ? row.logo_key : thumbnailKey(row.logo_key, size);
  const body = await deps.storage.get(key);
  if (!body) throw catalogueError('record_not_found');
  return {
    body,
    contentType: size === 'original' ? (row.logo_content_type ?? 'application/octet-stream') : 'image/webp',
    fileName: row.logo_file_name ?? 'logo',
    svg: size === 'original' && row.logo_content_type === 'image/svg+xml',
  };
}

// ---------------------------------------------------------------- sub-brands

async function subBrandsReply(
  db: DbOrTx,
  brandId: number,
  message: string,
  sub?: SubBrandReply['sub_brand'],
) {
  return {
    message,
    ...(sub ? { sub_brand: sub } : {}),
    sub_brands: await repo.listSubBrands(db, { brandIds: [brandId] }),
  };
}

export async function createSubBrand(db: Db, actor: Actor, input: SubBrandInput['sub_brand']) {
  return db.transaction(async (tx) => {
    const brand = await repo.lockBrand(tx, { scope: actor.scope, id: input.brand_id });
    if (!brand) throw catalogueError('brand_not_found');
    if (await repo.findSubBrandByName(tx, { brandId: brand.id, name: input.name })) {
      throw fieldConflict(['sub_brand', 'name'], m.subBrandTaken);
    }
    const sub = await repo.insertSubBrand(tx, { brandId: brand.id, name: input.name });
    await recordBrandAudit(tx, actor, brand, {
      type: 'SubBrand',
      id: sub.id,
      action: 'create',
      changes: snapshotChanges(sub, SUB_BRAND_AUDIT_FIELDS, 'create'),
    });
    return subBrandsReply(tx, brand.id, m.subBrandCreated, sub);
  });
}

/** Renames a sub-brand; moving it to another brand is refused (its products would leave their brand). */
export async function updateSubBrand(
  db: Db,
  actor: Actor,
  id: number,
  input: { name: string; brand_id?: number },
) {
  return db.transaction(async (tx) => {
    const sub = await repo.findSubBrand(tx, { scope: actor.scope, id });
    if (!sub) throw catalogueError('record_not_found');
    const brand = await repo.lockBrand(tx, { scope: actor.scope, id: sub.brand_id });
    if (!brand) throw catalogueError('record_not_found');
    if (input.brand_id !== undefined && input.brand_id !== sub.brand_id) {
      // Products keep a sub-brand of their own brand (the product form's rule): moving one is not offered.
      throw fieldError(['sub_brand', 'brand_id'], 'A Sub-Brand cannot be moved to another brand');
    }
    if (await repo.findSubBrandByName(tx, { brandId: brand.id, name: input.name, exceptId: id })) {
      throw fieldConflict(['sub_brand', 'name'], m.subBrandTaken);
    }
    const updated = await repo.updateSubBrand(tx, { id, name: input.name, brandId: brand.id });
    if (!updated) throw catalogueError('record_not_found');
    await recordBrandAudit(tx, actor, brand, {
      type: 'SubBrand',
      id,
      action: 'update',
      changes: diffChanges(sub, updated, SUB_BRAND_AUDIT_FIELDS),
    });
    return subBrandsReply(tx, brand.id, m.subBrandUpdated, updated);
  });
}

/** Removes a sub-brand no product uses (products must keep one, spec section 5). */
export async function deleteSubBrand(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const sub = await repo.findSubBrand(tx, { scope: actor.scope, id });
    if (!sub) throw catalogueError('record_not_found');
    const brand = await repo.lockBrand(tx, { scope: actor.scope, id: sub.brand_id });
    if (!brand) throw catalogueError('record_not_found');
    if ((await repo.countSubBrandProducts(tx, { id })) > 0) {
      throw fieldConflict(['sub_brand', 'id'], m.subBrandInUse);
    }
    // A simultaneous delete took it first: answer as a repeat would (404).
    if (!(await repo.deleteSubBrand(tx, { id }))) throw catalogueError('record_not_found');
    await recordBrandAudit(tx, actor, brand, {
      type: 'SubBrand',
      id,
      action: 'destroy',
      changes: snapshotChanges(sub, SUB_BRAND_AUDIT_FIELDS, 'destroy'),
    });
    return subBrandsReply(tx, sub.brand_id, m.subBrandRemoved);
  });
}

// ---------------------------------------------------------------- switcher: favourites and current brand

/** The brand switcher's list: favourites first, then by name; the user's current brand in this team. */
export async function teamBrands(db: Db, actor: Actor): Promise<TeamBrands> {
  const rows = await repo.listBrands(db, { scope: actor.scope });
  const userId = actor.scope.userId;
  const favourites = userId ? await repo.favouriteBrandIds(db, { userId }) : new Set<number>();
  const current = userId ? await repo.currentBrandId(db, { userId, teamId: actor.scope.teamId }) : null;
  const brands = rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      favourite: favourites.has(r.id),
      logo_thumbnail_url: logoUrls(r).logo_thumbnail_url,
    }))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite));
  return {
    brands,
    current_brand_id: rows.some((r) => r.id === current) ? current : null,
  };
}

/** The path's user must be the caller: another user's id answers 404, as another team's record does. */
function ownUser(actor: Actor, userId: number): number {
  if (!actor.scope.userId || actor.scope.userId !== userId) throw catalogueError('record_not_found');
  return userId;
}

/** POST /users/{userId}/brand: the brand the user works on in the current team. */
export async function switchBrand(db: Db, actor: Actor, userId: number, brandId: number) {
  ownUser(actor, userId);
  const brand = await brandOrThrow(db, actor, brandId);
  await repo.setCurrentBrand(db, { userId, teamId: actor.scope.teamId, brandId: brand.id });
  // The spec reloads to its dashboard; here the dashboard lists areas, not brands, so the brand's own page.
  return { message: m.brandSwitched, current_brand_id: brand.id, location: brandPageUrl(brand.id) };
}

/** DELETE /users/{userId}/brand: no current brand in this team (lists show every brand again). */
export async function clearCurrentBrand(db: Db, actor: Actor, userId: number) {
  ownUser(actor, userId);
  await repo.clearCurrentBrand(db, { userId, teamId: actor.scope.teamId });
  return { message: m.allBrands, current_brand_id: null };
}

export async function setFavourite(
  db: Db,
  actor: Actor,
  userId: number,
  brandId: number,
  favourite: boolean,
) {
  ownUser(actor, userId);
  const brand = await brandOrThrow(db, actor, brandId);
  if (favourite) await repo.addFavourite(db, { userId, brandId: brand.id });
  else await repo.removeFavourite(db, { userId, brandId: brand.id });
  return {
    message: favourite ? m.favouriteAdded : m.favouriteRemoved,
    brand_id: brand.id,
    favourite,
  };
}
