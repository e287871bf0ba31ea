import type { FilterPolicy } from '@partsflow/contracts';
import type { AppContext } from '../../../platform/context.ts';
import { openBulkConnection } from '../../../platform/db/bulk.ts';
import { seedDistributors } from '../../distribution/index.ts';
import type { NewDelivery, NewParcel } from '../index.ts';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
  day,
  closed: day === 'Saturday' || day === 'Sunday',
  from: '09:00',
  to: '17:00',
}));

/** A distributor with one warehouse in Wetherill Park (Sydney metro, 2164); answers the location id. */
export async function makeLocation(
  ctx: AppContext,
  teamId: number,
  opts: { code?: string; filterPolicy?: FilterPolicy; postcode?: string } = {},
): Promise<number> {
  const conn = await openBulkConnection(ctx.database);
  try {
    const ids = await conn.transaction((s) =>
      seedDistributors(
        s,
        [
          {
            teamId,
            name: `Distributor ${teamId}`,
            stripeConnectOnboarded: false,
            locations: [
              {
                name: 'Sydney Warehouse',
                code: opts.code ?? `SYD-${teamId}`,
                address1: '12 Victoria Street',
                city: 'Wetherill Park',
                state: 'NSW',
                postcode: opts.postcode ?? '2164',
                latitude: -33.85,
                longitude: 150.9,
                contactPerson: 'Sam Carter',
                contactPhone: '02 9000 0000',
                contactEmail: 'warehouse@example.test',
                consignmentEmail: 'consignments@example.test',
                pickupInstructions: 'Dock 3',
                active: true,
                acceptPoBoxAddresses: false,
                shippingSettings: {
                  freight_exchange: {
                    filter_policy: opts.filterPolicy ?? { base: 'allow', carriers: {}, services: {} },
                  },
                },
                pickupHours: WEEK,
              },
            ],
          },
        ],
        () => undefined,
      ),
    );
    return ids[0]![0]!;
  } finally {
    conn.release();
  }
}

export const RECIPIENT = {
  company: 'Redline Auto Parts',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  phone: '0400 000 000',
  address1: '5 Smith Street',
  address2: null,
  city: 'Fitzroy',
  subdivision_code: 'VIC',
  postal_code: '3065',
  country: 'AU',
};

export function parcel(over: Partial<NewParcel> = {}): NewParcel {
  return {
    length_mm: 400,
    width_mm: 300,
    height_mm: 200,
    weight_g: 3000,
    items: [
      {
        sku: 'BP-1001',
        title: 'Ceramic brake pad set, front',
        quantity: 2,
        unit_weight_g: 1400,
        unit_value_cents: 8950,
        hs_code: '8708.30',
        country_of_origin: 'AU',
      },
    ],
    ...over,
  };
}

export const DG_ITEM = {
  sku: 'BC-500',
  title: 'Brake cleaner aerosol 500 ml',
  quantity: 6,
  unit_weight_g: 420,
  unit_value_cents: 1295,
  hs_code: '3403.19',
  country_of_origin: 'AU',
  dangerous_goods: {
    un_number: '1950',
    class: '2.1',
    proper_shipping_name: 'AEROSOLS, flammable',
    packing_group: null,
    amount: 500,
    amount_unit: 'ml',
  },
};

export function delivery(locationId: number, over: Partial<NewDelivery> = {}): NewDelivery {
  return { locationId, recipient: RECIPIENT, reference1: 'SO-1001', parcels: [parcel()], ...over };
}
