import { z } from 'zod';

/**
 * Marketplace settings (merchant-marketplace 2.9, 3 "Setting definition", 9): the cards of the Settings page and
 * the definitions the API serves. Each setting drives one behaviour of the platform (docs/decisions/0437).
 */
export const SETTING_GROUPS = ['Product', 'Inventory', 'Pricing', 'Shipping', 'Data', 'Orders'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** A setting change is saved 300 ms after the last change (spec section 9). */
export const SETTING_SAVE_DEBOUNCE_MS = 300;

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated',
  // Spec section 8 spells it so.
  failed: 'An error occured',
  componentNotFound: 'Error: Setting Component Not Found',
  unavailable: 'Setting currently unavailable',
  // Ours: the spec gives no wording for these.
  notFound: 'Setting not found',
  mustBeBoolean: 'Choose on or off',
  numberRange: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  decimals: (n: number) => `Use at most ${n} decimal places`,
} as const;

export const settingValidationsSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: z.number().int().optional(),
});
export type SettingValidations = z.infer<typeof settingValidationsSchema>;

export const settingValueSchema = z.union([z.boolean(), z.number(), z.string()]);
export type SettingValue = z.infer<typeof settingValueSchema>;

export interface SettingDefinition {
  namespace: string;
  key: string;
  name: string;
  description: string;
  /** The control the page shows; a type the page does not know shows 'Error: Setting Component Not Found'. */
  type: string;
  group: SettingGroup;
  /** False: the page shows 'Setting currently unavailable' and the API refuses changes. */
  enabled: boolean;
  validations: SettingValidations;
  default: SettingValue;
}

/** Every marketplace setting, in the order the cards show them. */
export const MARKETPLACE_SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    namespace: 'product',
    key: 'publish_description',
    name: 'Publish descriptions',
    description:
      "Send the product's description to your store when you publish. Off: products are published without a description.",
    type: 'boolean',
    group: 'Product',
    enabled: true,
    validations: {},
    default: true,
  },
  {
    namespace: 'inventory',
    key: 'push_stock_levels',
    name: 'Push stock levels',
    description:
      "Keep your store's stock levels at what your distributors hold. Off: the inventory sync leaves your store's levels alone.",
    type: 'boolean',
    group: 'Inventory',
    enabled: true,
    validations: {},
    default: true,
  },
  {
    namespace: 'pricing',
    key: 'price_markup_percent',
    name: 'Price markup (%)',
    description:
      'Added to the recommended retail price of every variant you publish. Prices you enter in the import list are published as entered.',
    type: 'percent',
    group: 'Pricing',
    enabled: true,
    validations: { min: 0, max: 200, decimals: 2 },
    default: 0,
  },
  {
    namespace: 'shipping',
    key: 'carrier_calculated_rates',
    name: 'Carrier-calculated rates at checkout',
    description: "Show your customers live freight quotes from your distributors' carriers at checkout.",
    type: 'boolean',
    group: 'Shipping',
    enabled: false,
    validations: {},
    default: false,
  },
  {
    namespace: 'data',
    key: 'publish_images',
    name: 'Publish images',
    description:
      "Send the product's images to your store when you publish. Off: products are published without images.",
    type: 'boolean',
    group: 'Data',
    enabled: true,
    validations: {},
    default: true,
  },
  {
    namespace: 'orders',
    key: 'auto_request_fulfillment',
    name: 'Request fulfilment automatically',
    description:
      'Route each new store order to your distributors as soon as it arrives. Off: new orders wait for you to request fulfilment.',
    type: 'boolean',
    group: 'Orders',
    enabled: true,
    validations: {},
    default: false,
  },
];

/** The identifier `update-setting` takes: `{namespace}.{key}`. */
export const settingId = (d: Pick<SettingDefinition, 'namespace' | 'key'>) => `${d.namespace}.${d.key}`;

export function findSettingDefinition(id: string): SettingDefinition | undefined {
  return MARKETPLACE_SETTING_DEFINITIONS.find((d) => settingId(d) === id);
}

/** Why `value` cannot be saved for the setting, or null when it can (the same check in the browser and the API). */
export function settingValueProblem(def: SettingDefinition, value: unknown): string | null {
  if (def.type === 'boolean') return typeof value === 'boolean' ? null : SETTINGS_MESSAGES.mustBeBoolean;
  const { min = 0, max = Number.MAX_SAFE_INTEGER, decimals } = def.validations;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    return SETTINGS_MESSAGES.numberRange(min, max);
  if (decimals !== undefined && Math.round(value * 10 ** decimals) / 10 ** decimals !== value)
    return SETTINGS_MESSAGES.decimals(decimals);
  return null;
}

export const settingSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  setting: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  group: z.enum(SETTING_GROUPS),
  enabled: z.boolean(),
  validations: settingValidationsSchema,
  value: settingValueSchema,
});
export type Setting = z.infer<typeof settingSchema>;

export const settingsListSchema = z.object({ data: z.array(settingSchema) });
export type SettingsList = z.infer<typeof settingsListSchema>;

export const updateSettingInputSchema = z.object({
  team_id: z.number().int().positive(),
  setting: z.string().min(1).max(100),
  value: settingValueSchema,
});
export type UpdateSettingInput = z.infer<typeof updateSettingInputSchema>;

export const updateSettingReplySchema = z.object({ success: z.boolean(), setting: settingSchema });
