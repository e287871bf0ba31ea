import type { Shipment } from '@partsflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyCarton,
  groupOf,
  moveUnit,
  nextDragQuantity,
  packedOf,
  patchOf,
  validateDraft,
} from './draft.ts';

const party = {
  company: null,
  name: 'Jo',
  email: 'jo@example.test',
  phone: '0400 000 000',
  address1: '1 Main St',
  address2: null,
  city: 'Sydney',
  subdivision_code: 'NSW',
  postal_code: '2000',
  country: 'AU',
};
const shipment = {
  version: 3,
  sender: party,
  recipient: party,
  cartons: [
    {
      id: 9,
      length_mm: 305,
      width_mm: 200,
      height_mm: 100,
      weight_g: 1250,
      carton_items: [{ id: 1, shipment_unit_id: 4, quantity: 2 }],
    },
  ],
} as unknown as Shipment;

describe('shipment draft', () => {
  it('shows mm and g as cm and kg, and sends them back as mm and g, rounded', () => {
    const d = draftOf(shipment);
    expect(d.cartons[0]).toMatchObject({ length: 30.5, width: 20, height: 10, weight: 1.25 });
    d.cartons[0]!.length = 30.56;
    d.cartons[0]!.weight = 1.2345;
    expect(patchOf(d, 3).cartons[0]).toEqual({
      id: 9,
      length_mm: 306,
      width_mm: 200,
      height_mm: 100,
      weight_g: 1235,
      carton_items: [{ shipment_unit_id: 4, quantity: 2 }],
    });
  });

  it('moves quantities between boxes and into new ones', () => {
    const d = draftOf(shipment);
    const box = emptyCarton();
    const moved = moveUnit({ ...d, cartons: [...d.cartons, box] }, 4, 1, box.key, 'c9');
    expect(moved.cartons.map((c) => c.items)).toEqual([
      [{ unitId: 4, quantity: 1 }],
      [{ unitId: 4, quantity: 1 }],
    ]);
    expect(packedOf(moved).get(4)).toBe(2);
    const all = moveUnit(moved, 4, 1, box.key, 'c9');
    expect(all.cartons[0]!.items).toEqual([]);
    expect(all.cartons[1]!.items).toEqual([{ unitId: 4, quantity: 2 }]);
  });

  it("validates with the spec's messages", () => {
    const d = draftOf(shipment);
    const bad = {
      ...d,
      sender: { ...party, phone: '', email: 'nope' },
      cartons: [...d.cartons, emptyCarton()],
    };
    const errors = validateDraft(bad, 3);
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'sender.phone', message: 'A contact number is required' },
        { path: 'sender.email', message: 'Invalid contact email' },
        { path: 'cartons.1.length_mm', message: 'Length must be greater than 0 cm' },
        { path: 'cartons.1.weight_g', message: 'Weight must be greater than 0 kg' },
        { path: 'cartons.1.carton_items', message: 'At least one item is required' },
      ]),
    );
    expect(validateDraft({ ...d, cartons: [] }, 3)).toEqual([
      { path: 'cartons', message: 'At least one carton is required' },
    ]);
    expect(validateDraft(d, 3)).toEqual([]);
  });

  it('groups the summary by Recipient, Sender, Boxes, Height, Weight', () => {
    expect(groupOf('recipient.city')).toBe('Recipient');
    expect(groupOf('sender.email')).toBe('Sender');
    expect(groupOf('cartons.0.carton_items')).toBe('Boxes');
    expect(groupOf('cartons.0.height_mm')).toBe('Height');
    expect(groupOf('cartons.0.weight_g')).toBe('Weight');
    expect(groupOf('cartons')).toBe('Boxes');
  });

  it('click cycles the drag quantity, shift takes all remaining, ctrl takes 1', () => {
    const none = { shift: false, ctrl: false };
    expect(nextDragQuantity(1, 3, none)).toBe(2);
    expect(nextDragQuantity(3, 3, none)).toBe(1);
    expect(nextDragQuantity(1, 3, { shift: true, ctrl: false })).toBe(3);
    expect(nextDragQuantity(3, 3, { shift: false, ctrl: true })).toBe(1);
    expect(nextDragQuantity(1, 0, none)).toBe(0);
  });
});
