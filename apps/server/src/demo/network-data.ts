import { DEFAULT_PICKUP_HOURS } from '@partsflow/contracts';
/** The demo's merchants and distributors: stores, warehouses at real Australian suburbs, opening hours. */

export interface LocationDef {
  name: string;
  code: string;
  address1: string;
  city: string;
  state: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';
  postcode: string;
  latitude: number;
  longitude: number;
  contactPerson: string;
  contactPhone: string;
  active: boolean;
  pickupInstructions: string;
}

export interface DistributorDef {
  /** Index into the distributor teams seedDemoAccounts returns. */
  team: number;
  name: string;
  emailDomain: string;
  /** Share of each brand's catalogue a location stocks, by brand slug. */
  stocks: Record<string, number>;
  locations: readonly LocationDef[];
  /** The distributor's own carrier accounts (BYO): quotes on them are private and add nothing to its invoice. */
  carrierAccounts?: readonly { carrierCode: string; accountNumber: string }[];
}

export const DISTRIBUTORS: readonly DistributorDef[] = [
  {
    team: 0,
    name: 'Eastern Parts Distribution',
    emailDomain: 'easternparts.com.au',
    carrierAccounts: [{ carrierCode: 'tnt', accountNumber: 'EPD-TNT-40417' }],
    stocks: {
      'apex-brakes': 0.7,
      'apex-performance': 0.5,
      'scf-filters': 0.6,
      sparkline: 0.4,
      'outback-suspension': 0.35,
      trailmaster: 0.2,
    },
    locations: [
      {
        name: 'Sydney DC',
        code: 'SYD01',
        address1: '21 Victoria Street',
        city: 'Wetherill Park',
        state: 'NSW',
        postcode: '2164',
        latitude: -33.843214,
        longitude: 150.899842,
        contactPerson: 'Priya Nair',
        contactPhone: '02 9609 4410',
        active: true,
        pickupInstructions: 'Dock 3, enter from Victoria Street. Forklift on site.',
      },
      {
        name: 'Brisbane DC',
        code: 'BNE01',
        address1: '88 Schneider Road',
        city: 'Eagle Farm',
        state: 'QLD',
        postcode: '4009',
        latitude: -27.431102,
        longitude: 153.087614,
        contactPerson: 'Liam O\u2019Connor',
        contactPhone: '07 3268 5120',
        active: true,
        pickupInstructions: 'Roller door 2. Ring the bell at the side office.',
      },
      {
        name: 'Melbourne DC',
        code: 'MEL01',
        address1: '15 National Drive',
        city: 'Dandenong South',
        state: 'VIC',
        postcode: '3175',
        latitude: -38.023562,
        longitude: 145.208511,
        contactPerson: 'Sofia Russo',
        contactPhone: '03 9706 2233',
        active: true,
        pickupInstructions: 'Trucks over 12 m use the rear gate on Frankston-Dandenong Road.',
      },
    ],
  },
  {
    team: 1,
    name: 'WestLink Logistics',
    emailDomain: 'westlinklogistics.com.au',
    stocks: {
      'apex-brakes': 0.3,
      'scf-filters': 0.65,
      sparkline: 0.5,
      'outback-suspension': 0.6,
      trailmaster: 0.55,
    },
    locations: [
      {
        name: 'Perth DC',
        code: 'PER01',
        address1: '120 Kewdale Road',
        city: 'Welshpool',
        state: 'WA',
        postcode: '6106',
        latitude: -31.993612,
        longitude: 115.956218,
        contactPerson: 'Jack Thompson',
        contactPhone: '08 9350 7788',
        active: true,
        pickupInstructions: 'Pickups from the front dock only; closed 12:00 to 12:30.',
      },
      {
        name: 'Adelaide DC',
        code: 'ADL01',
        address1: '30 Cormack Road',
        city: 'Wingfield',
        state: 'SA',
        postcode: '5013',
        latitude: -34.847995,
        longitude: 138.569371,
        contactPerson: 'Mei Chen',
        contactPhone: '08 8349 1200',
        active: true,
        pickupInstructions: 'Report to the gatehouse; hi-vis required on site.',
      },
      {
        name: 'Darwin Depot',
        code: 'DRW01',
        address1: '5 Berrimah Road',
        city: 'Berrimah',
        state: 'NT',
        postcode: '0828',
        latitude: -12.435311,
        longitude: 130.925007,
        contactPerson: 'Noah Williams',
        contactPhone: '08 8947 0350',
        active: false,
        pickupInstructions: 'Depot closed for the wet season; use Perth DC.',
      },
    ],
  },
];

/** The location form's default (spec section 5): Saturday and Sunday closed, other days 09:00 to 17:00. */
export function defaultPickupHours() {
  return DEFAULT_PICKUP_HOURS.map((d) => ({ ...d }));
}

/**
 * The boxes every demo distributor packs into (cm and kg, as the box form takes them): a satchel-sized carton
 * for small parts, a medium and a large carton, and a long box for exhausts and struts.
 */
export const DEMO_BOXES = [
  {
    name: 'Small carton',
    labelSize: '4x6',
    length: 25,
    width: 18,
    height: 10,
    weightLimit: 5,
    weight: 0.15,
    internalBuffer: 1,
  },
  {
    name: 'Medium carton',
    labelSize: 'A5',
    length: 40,
    width: 30,
    height: 25,
    weightLimit: 15,
    weight: 0.45,
    internalBuffer: 1.5,
  },
  {
    name: 'Large carton',
    labelSize: 'A4',
    length: 60,
    width: 40,
    height: 40,
    weightLimit: 25,
    weight: 0.9,
    internalBuffer: 2,
  },
  {
    name: 'Long box',
    labelSize: 'A5',
    length: 120,
    width: 25,
    height: 25,
    weightLimit: 20,
    weight: 1.1,
    internalBuffer: 2,
  },
] as const;

/** Dropship handling rates of the demo locations: $5 minimum, 2.5 %, at most $25. */
export const DEMO_HANDLING = { minCents: 500, percentage: 2.5, maxCents: 2500 };

export const STORES: readonly { team: number; name: string; domain: string }[] = [
  { team: 0, name: 'Redline Auto Parts', domain: 'redline-auto-parts.sandbox.partsflow.test' },
  { team: 1, name: 'Coastal 4x4 Supplies', domain: 'coastal-4x4-supplies.sandbox.partsflow.test' },
];
