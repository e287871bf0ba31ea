import {
  findSettingDefinition,
  MARKETPLACE_SETTING_DEFINITIONS,
  settingId,
  settingValueProblem,
  type Setting,
  type SettingDefinition,
  type SettingValue,
  type UpdateSettingInput,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { validationFailed } from '../../../platform/http/errors.ts';
import { marketplaceError } from '../marketplace.errors.ts';
import * as repo from './settings.repository.ts';

function present(def: SettingDefinition, value: SettingValue | undefined): Setting {
  return {
    namespace: def.namespace,
    key: def.key,
    setting: settingId(def),
    name: def.name,
    description: def.description,
    type: def.type,
    group: def.group,
    enabled: def.enabled,
    validations: def.validations,
    // A stored value of the wrong kind (a definition changed since) falls back to the default.
    value: value !== undefined && settingValueProblem(def, value) === null ? value : def.default,
  };
}

async function valuesOf(db: DbOrTx, teamId: number): Promise<Map<string, SettingValue>> {
  const rows = await repo.listTeamSettings(db, { teamId });
  return new Map(rows.map((r) => [settingId(r), r.value]));
}

/** The Settings page: every definition with the team's value (or the default). */
export async function listSettings(db: DbOrTx, actor: Actor): Promise<{ data: Setting[] }> {
  const values = await valuesOf(db, actor.scope.teamId);
  return { data: MARKETPLACE_SETTING_DEFINITIONS.map((d) => present(d, values.get(settingId(d)))) };
}

/**
 * `update-setting {team_id, setting, value}`: another team's id answers 404 (as any other team's record), an
 * unavailable setting 422, a value its validations refuse 400 with the field's message; nothing is saved then.
 */
export async function updateSetting(db: DbOrTx, actor: Actor, input: UpdateSettingInput) {
  if (input.team_id !== actor.scope.teamId) throw marketplaceError('setting_not_found', 'Team not found');
  const def = findSettingDefinition(input.setting);
  if (!def) throw marketplaceError('setting_not_found');
  if (!def.enabled) throw marketplaceError('setting_unavailable');
  const problem = settingValueProblem(def, input.value);
  if (problem) throw validationFailed([{ path: ['value'], message: problem }]);
  await repo.upsertTeamSetting(db, {
    teamId: actor.scope.teamId,
    namespace: def.namespace,
    key: def.key,
    value: input.value,
  });
  return { success: true, setting: present(def, input.value) };
}

/** The settings other code acts on (docs/decisions/0437 lists what each one does). */
export interface MarketplaceSettings {
  publishDescription: boolean;
  publishImages: boolean;
  priceMarkupPercent: number;
  pushStockLevels: boolean;
  autoRequestFulfillment: boolean;
}

/** The team's settings as values; an unavailable setting always counts as its default. */
export async function marketplaceSettingsOf(db: DbOrTx, teamId: number): Promise<MarketplaceSettings> {
  const values = await valuesOf(db, teamId);
  const get = <T extends SettingValue>(id: string): T => {
    const def = findSettingDefinition(id)!;
    return (def.enabled ? present(def, values.get(id)).value : def.default) as T;
  };
  return {
    publishDescription: get<boolean>('product.publish_description'),
    publishImages: get<boolean>('data.publish_images'),
    priceMarkupPercent: get<number>('pricing.price_markup_percent'),
    pushStockLevels: get<boolean>('inventory.push_stock_levels'),
    autoRequestFulfillment: get<boolean>('orders.auto_request_fulfillment'),
  };
}

/** A price in cents with the markup applied, rounded to the cent. */
export function markedUpCents(cents: number, markupPercent: number): number {
  return Math.round(cents * (1 + markupPercent / 100));
}
