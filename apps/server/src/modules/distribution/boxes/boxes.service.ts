import type { Box, BoxInput, BoxLabelSize, BoxReply, BoxesReply } from '@partsflow/contracts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { distributionError } from '../distribution.errors.ts';
import { requireDistributor } from '../distributors.service.ts';
import * as repo from './boxes.repository.ts';

const cm = (mm: number) => mm / 10;
const kg = (g: number) => g / 1000;

function present(row: repo.BoxRow): Box {
  return {
    id: row.id,
    name: row.name,
    label_size: row.label_size as BoxLabelSize,
    length: cm(row.length_mm),
    width: cm(row.width_mm),
    height: cm(row.height_mm),
    weight_limit: kg(row.weight_limit_g),
    weight: kg(row.weight_g),
    internal_buffer: cm(row.internal_buffer_mm),
    distributor_id: row.distributor_id,
    dimensions_unit: 'cm',
    weight_unit: 'kg',
    updated_at: iso(row.updated_at)!,
  };
}

/** The form's cm and kg as stored millimetres and grams (spec section 9: x10 and x1000, rounded). */
function toValues(box: BoxInput['box']): repo.BoxValues {
  return {
    name: box.name,
    label_size: box.label_size,
    length_mm: Math.round(box.length * 10),
    width_mm: Math.round(box.width * 10),
    height_mm: Math.round(box.height * 10),
    weight_limit_g: Math.max(1, Math.round(box.weight_limit * 1000)),
    weight_g: Math.max(1, Math.round(box.weight * 1000)),
    internal_buffer_mm: Math.round(box.internal_buffer * 10),
  };
}

type TeamScope = Pick<Scope, 'teamId'>;

async function boxesOf(db: DbOrTx, teamId: number) {
  return (await repo.listBoxes(db, teamId)).map(present);
}

export async function listBoxes(db: Db, scope: TeamScope): Promise<BoxesReply> {
  return { boxes: await boxesOf(db, scope.teamId) };
}

export async function createBox(db: Db, scope: TeamScope, input: BoxInput): Promise<BoxReply> {
  return db.transaction(async (tx) => {
    const distributor = await requireDistributor(tx, scope, input.box.distributor_id);
    const row = await repo.insertBox(tx, {
      teamId: scope.teamId,
      distributorId: distributor.id,
      values: toValues(input.box),
    });
    return { box: present(row), boxes: await boxesOf(tx, scope.teamId) };
  });
}

export async function updateBox(db: Db, scope: TeamScope, id: number, input: BoxInput): Promise<BoxReply> {
  return db.transaction(async (tx) => {
    await requireDistributor(tx, scope, input.box.distributor_id);
    const row = await repo.updateBox(tx, { teamId: scope.teamId, id, values: toValues(input.box) });
    if (!row) throw distributionError('box_not_found');
    return { box: present(row), boxes: await boxesOf(tx, scope.teamId) };
  });
}

/** Only the distributor's own boxes exist here, so every box found is one it may remove; others are 404. */
export async function removeBox(db: Db, scope: TeamScope, id: number): Promise<BoxesReply> {
  return db.transaction(async (tx) => {
    if (!(await repo.deleteBox(tx, { teamId: scope.teamId, id }))) throw distributionError('box_not_found');
    return { boxes: await boxesOf(tx, scope.teamId) };
  });
}

/** A box in the packing engine's terms (`@partsflow/packing` `Box`: millimetres and grams). */
export interface PackingBox {
  id: string;
  name: string;
  outer: { length: number; width: number; height: number };
  inner: { length: number; width: number; height: number };
  emptyWeightG: number;
  maxWeightG: number;
  bufferMm: number;
  labelSize: BoxLabelSize;
}

/**
 * The team's boxes as the packing engine takes them (millimetres and grams; the outer size is the only one
 * recorded, so inner = outer and the internal buffer is the engine's `bufferMm`).
 */
export async function packingBoxes(db: DbOrTx, teamId: number): Promise<PackingBox[]> {
  const rows = await repo.listBoxes(db, teamId);
  return rows.map((r) => {
    const dims = { length: r.length_mm, width: r.width_mm, height: r.height_mm };
    return {
      id: String(r.id),
      name: r.name,
      outer: dims,
      inner: dims,
      emptyWeightG: r.weight_g,
      maxWeightG: r.weight_limit_g,
      bufferMm: r.internal_buffer_mm,
      labelSize: r.label_size as BoxLabelSize,
    };
  });
}
