import {
  shipmentPatchInputSchema,
  type Party,
  type Shipment,
  type ShipmentPatchInput,
} from '@partsflow/contracts';

/** The editor's working copy of a shipment: parties, and cartons in cm and kg as typed. */
export interface DraftCarton {
  key: string;
  id: number | null;
  length: number | '';
  width: number | '';
  height: number | '';
  weight: number | '';
  items: { unitId: number; quantity: number }[];
}
export interface Draft {
  sender: Party;
  recipient: Party;
  cartons: DraftCarton[];
}

let seq = 0;
export const newKey = () => `new-${++seq}`;

const cm = (mm: number | null) => (mm === null ? '' : mm / 10);
const kg = (g: number | null) => (g === null ? '' : g / 1000);

export function draftOf(s: Shipment): Draft {
  return {
    sender: { ...s.sender },
    recipient: { ...s.recipient },
    cartons: s.cartons.map((c) => ({
      key: `c${c.id}`,
      id: c.id,
      length: cm(c.length_mm),
      width: cm(c.width_mm),
      height: cm(c.height_mm),
      weight: kg(c.weight_g),
      items: c.carton_items
        .filter((i) => i.shipment_unit_id !== null)
        .map((i) => ({ unitId: i.shipment_unit_id!, quantity: i.quantity })),
    })),
  };
}

/** A new box: size 0 and weight 0 (spec 9). */
export const emptyCarton = (): DraftCarton => ({
  key: newKey(),
  id: null,
  length: 0,
  width: 0,
  height: 0,
  weight: 0,
  items: [],
});

/** How much of each unit the draft's cartons hold. */
export function packedOf(d: Draft): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of d.cartons) for (const i of c.items) m.set(i.unitId, (m.get(i.unitId) ?? 0) + i.quantity);
  return m;
}

/** Moves `quantity` of a unit into a carton (from another carton when `from` is given). */
export function moveUnit(
  d: Draft,
  unitId: number,
  quantity: number,
  to: string,
  from: string | null = null,
): Draft {
  if (quantity <= 0 || to === from) return d;
  return {
    ...d,
    cartons: d.cartons.map((c) => {
      let items = c.items;
      if (c.key === from)
        items = items
          .map((i) => (i.unitId === unitId ? { ...i, quantity: i.quantity - quantity } : i))
          .filter((i) => i.quantity > 0);
      if (c.key === to)
        items = items.some((i) => i.unitId === unitId)
          ? items.map((i) => (i.unitId === unitId ? { ...i, quantity: i.quantity + quantity } : i))
          : [...items, { unitId, quantity }];
      return items === c.items ? c : { ...c, items };
    }),
  };
}

/** cm and kg as typed to the API's mm and g, rounded (spec 5, 9). */
const mm = (v: number | '') => (v === '' ? Number.NaN : Math.round(v * 10));
const g = (v: number | '') => (v === '' ? Number.NaN : Math.round(v * 1000));

export function patchOf(d: Draft, version: number): ShipmentPatchInput['shipment'] {
  return {
    version,
    sender: d.sender,
    recipient: d.recipient,
    cartons: d.cartons.map((c) => ({
      id: c.id,
      length_mm: mm(c.length),
      width_mm: mm(c.width),
      height_mm: mm(c.height),
      weight_g: g(c.weight),
      carton_items: c.items.map((i) => ({ shipment_unit_id: i.unitId, quantity: i.quantity })),
    })),
  } as ShipmentPatchInput['shipment'];
}

export interface FormError {
  /** The field's path: sender.email, cartons.0.weight_g... */
  path: string;
  message: string;
}

/** The portal shipment form's rules (spec 5), with their messages, by the shared schema. */
export function validateDraft(d: Draft, version: number): FormError[] {
  const res = shipmentPatchInputSchema.safeParse({ shipment: patchOf(d, version) });
  if (res.success) return [];
  return res.error.issues.map((i) => ({
    path: i.path.slice(1).join('.'),
    message: i.message,
  }));
}

/** The summary's groups (spec 8): Recipient, Sender, Boxes, then Email, Height, Weight, City and the rest. */
export function groupOf(path: string): string {
  const [head, , field] = path.split('.');
  if (head === 'recipient') return 'Recipient';
  if (head === 'sender') return 'Sender';
  if (head === 'cartons' || head === 'parcel' || head === 'parcels') {
    if (field?.startsWith('height')) return 'Height';
    if (field?.startsWith('weight')) return 'Weight';
    return 'Boxes';
  }
  const last = path.split('.').at(-1) ?? '';
  if (/email/.test(last)) return 'Email';
  if (/city/.test(last)) return 'City';
  if (/height/.test(last)) return 'Height';
  if (/weight/.test(last)) return 'Weight';
  if (head === 'unit' || head === 'units') return 'Items';
  return 'Shipment';
}
export const GROUP_ORDER = [
  'Recipient',
  'Sender',
  'Boxes',
  'Email',
  'Height',
  'Weight',
  'City',
  'Items',
  'Shipment',
];

/** The next drag quantity on a click: cycles 1..remaining; shift: all remaining; ctrl: 1 (spec 2.1). */
export function nextDragQuantity(
  current: number,
  remaining: number,
  mods: { shift: boolean; ctrl: boolean },
) {
  if (remaining <= 0) return 0;
  if (mods.ctrl) return 1;
  if (mods.shift) return remaining;
  return current >= remaining ? 1 : current + 1;
}
