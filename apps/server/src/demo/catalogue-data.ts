/** The demo catalogue's vocabulary: attributes, product types, brands and the reference rows they use. */

export type AttributeDataType = 'alphanumeric' | 'numeric' | 'lookup' | 'boolean' | 'without_value';

export interface AttributeDef {
  name: string;
  dataType: AttributeDataType;
  /** lookup: the list of options; alphanumeric and numeric: the values to choose from. */
  values?: readonly string[];
  /** numeric: [min, max, decimals]. */
  range?: readonly [number, number, number];
  /** Owned by one brand team (index into BRAND_TEAMS); shared when absent. */
  team?: number;
  tecDocCriteriaId?: number;
}

export const ATTRIBUTES: readonly AttributeDef[] = [
  { name: 'Position', dataType: 'lookup', values: ['Front', 'Rear'], tecDocCriteriaId: 100 },
  { name: 'Side', dataType: 'lookup', values: ['Left', 'Right', 'Left and Right'], tecDocCriteriaId: 101 },
  {
    name: 'Pad Material',
    dataType: 'lookup',
    values: ['Ceramic', 'Semi-Metallic', 'Low-Metallic', 'Organic (NAO)'],
  },
  { name: 'Pad Thickness (mm)', dataType: 'numeric', range: [12, 20, 1], tecDocCriteriaId: 289 },
  { name: 'Wear Sensor', dataType: 'boolean' },
  { name: 'Friction Code', dataType: 'alphanumeric', values: ['FF', 'GG', 'FG', 'EE', 'HH'] },
  { name: 'Includes Hardware', dataType: 'without_value' },
  { name: 'Rotor Type', dataType: 'lookup', values: ['Vented', 'Solid', 'Slotted', 'Drilled and Slotted'] },
  { name: 'Diameter (mm)', dataType: 'numeric', range: [256, 355, 0], tecDocCriteriaId: 200 },
  { name: 'Minimum Thickness (mm)', dataType: 'numeric', range: [9, 30, 1] },
  {
    name: 'Thread Size',
    dataType: 'alphanumeric',
    values: ['M20 x 1.5', 'M22 x 1.5', '3/4-16 UNF', 'M18 x 1.5', 'M14 x 1.25'],
  },
  { name: 'Height (mm)', dataType: 'numeric', range: [40, 180, 0] },
  { name: 'Outer Diameter (mm)', dataType: 'numeric', range: [60, 120, 0] },
  { name: 'Anti-Drain Back Valve', dataType: 'boolean' },
  {
    name: 'Filter Media',
    dataType: 'lookup',
    values: ['Cellulose', 'Synthetic', 'Activated Carbon', 'Pleated Paper'],
  },
  { name: 'Shock Type', dataType: 'lookup', values: ['Twin Tube Gas', 'Monotube', 'Nitro Gas', 'Foam Cell'] },
  { name: 'Lift Height (mm)', dataType: 'numeric', values: ['0', '25', '40', '50'] },
  { name: 'Extended Length (mm)', dataType: 'numeric', range: [420, 720, 0] },
  { name: 'Compressed Length (mm)', dataType: 'numeric', range: [280, 460, 0] },
  {
    name: 'Load Rating',
    dataType: 'lookup',
    values: ['Standard', 'Medium Load', 'Heavy Load', 'Constant Load'],
  },
  { name: 'Heat Range', dataType: 'numeric', range: [5, 8, 0] },
  {
    name: 'Electrode Material',
    dataType: 'lookup',
    values: ['Copper Core', 'Platinum', 'Iridium', 'Double Iridium'],
  },
  { name: 'Spark Plug Gap (mm)', dataType: 'numeric', range: [0.7, 1.1, 2] },
  { name: 'Cold Cranking Amps', dataType: 'numeric', range: [330, 900, 0] },
  { name: 'Capacity (Ah)', dataType: 'numeric', range: [40, 100, 0] },
  {
    name: 'Battery Group',
    dataType: 'lookup',
    values: ['NS40ZL', 'NS60', 'NS70', 'N70ZZ', 'DIN53', 'DIN65', 'DIN75', '55D23L'],
  },
  { name: 'Blade Length (mm)', dataType: 'numeric', range: [350, 700, 0] },
  { name: 'Blade Type', dataType: 'lookup', values: ['Conventional', 'Beam', 'Hybrid'] },
  { name: 'Globe Type', dataType: 'lookup', values: ['H1', 'H4', 'H7', 'H11', 'HB3', 'HB4'] },
  { name: 'Wattage (W)', dataType: 'numeric', range: [35, 100, 0] },
  { name: 'Colour Temperature (K)', dataType: 'numeric', range: [3200, 6500, 0] },
  { name: 'Includes Ball Joint', dataType: 'boolean' },
  { name: 'Bush Type', dataType: 'lookup', values: ['Rubber', 'Polyurethane'] },
  { name: 'Length (mm)', dataType: 'numeric', range: [150, 420, 0] },
  { name: 'ABS Sensor', dataType: 'boolean' },
  { name: 'Bearing Type', dataType: 'lookup', values: ['Hub Assembly', 'Tapered Roller', 'Ball Bearing'] },
  { name: 'Spline Count', dataType: 'numeric', range: [22, 36, 0] },
  { name: 'Volume (ml)', dataType: 'numeric', range: [150, 500, 0] },
  { name: 'Made in Australia', dataType: 'without_value' },
  {
    name: 'Kit Contents',
    dataType: 'alphanumeric',
    values: [
      'Pads and rotors',
      'Pads, rotors and hardware',
      'Oil, air, fuel and cabin filters',
      'Shocks and springs',
      'Shocks, springs and bushes',
    ],
  },
  {
    name: 'Apex Compound Code',
    dataType: 'alphanumeric',
    values: ['AX-101', 'AX-204', 'AX-330', 'AX-512'],
    team: 0,
  },
  { name: 'Trail Rating', dataType: 'lookup', values: ['Touring', 'Off Road', 'Extreme'], team: 2 },
];

export interface PackageSpec {
  /** Length, width, height ranges in cm. */
  dims: readonly [readonly [number, number], readonly [number, number], readonly [number, number]];
  /** kg. */
  weight: readonly [number, number];
  type: string;
  /** Small items are entered in mm and g. */
  small?: boolean;
  shipsSeparate?: number;
}

export interface DangerousGoodsSpec {
  un: string;
  amount: readonly [number, number];
  unit: 'g' | 'kg' | 'ml' | 'l';
  /** Share of the type's products that carry it. */
  share: number;
}

export interface ProductTypeDef {
  key: string;
  title: string;
  code: string;
  /** 'builtin' (team null), 'universal' (shared) or the index of the owning brand team. */
  owner: 'builtin' | 'universal' | number;
  category: string;
  hs: string;
  attrs: readonly string[];
  /** Title from the chosen attribute values; `fits` is e.g. "Toyota Hilux GUN126R" or ''. */
  name: (v: Record<string, string>, fits: string) => string;
  price: readonly [number, number];
  pkg: PackageSpec;
  fitment: boolean;
  components?: readonly (readonly [string, number])[];
  dg?: DangerousGoodsSpec;
}

const forFits = (fits: string) => (fits ? ` to suit ${fits}` : '');

export const PRODUCT_TYPES: readonly ProductTypeDef[] = [
  {
    key: 'brake-pad',
    title: 'Brake Pads',
    code: 'brake_pads',
    owner: 'builtin',
    category: 'Brake Pads',
    hs: '870830',
    attrs: [
      'Position',
      'Pad Material',
      'Pad Thickness (mm)',
      'Wear Sensor',
      'Friction Code',
      'Includes Hardware',
      'Apex Compound Code',
    ],
    name: (v, f) =>
      `${v.Position ?? 'Front'} Disc Brake Pad Set - ${v['Pad Material'] ?? 'Ceramic'}${forFits(f)}`,
    price: [45, 220],
    pkg: {
      dims: [
        [16, 22],
        [10, 14],
        [5, 8],
      ],
      weight: [0.8, 2.4],
      type: 'Box',
    },
    fitment: true,
  },
  {
    key: 'brake-rotor',
    title: 'Brake Rotors',
    code: 'brake_rotors',
    owner: 'builtin',
    category: 'Brake Rotors',
    hs: '870830',
    attrs: ['Position', 'Rotor Type', 'Diameter (mm)', 'Minimum Thickness (mm)'],
    name: (v, f) =>
      `${v.Position ?? 'Front'} ${v['Rotor Type'] ?? 'Vented'} Disc Brake Rotor ${v['Diameter (mm)'] ?? '296'}mm${forFits(f)}`,
    price: [70, 340],
    pkg: {
      dims: [
        [30, 38],
        [30, 38],
        [6, 12],
      ],
      weight: [5, 13],
      type: 'Carton',
    },
    fitment: true,
  },
  {
    key: 'brake-kit',
    title: 'Brake Kits',
    code: 'brake_kits',
    owner: 'builtin',
    category: 'Brake Kits',
    hs: '870830',
    attrs: ['Position', 'Kit Contents', 'Pad Material'],
    name: (v, f) =>
      `${v.Position ?? 'Front'} Brake Kit - ${v['Kit Contents'] ?? 'Pads and rotors'}${forFits(f)}`,
    price: [190, 780],
    pkg: {
      dims: [
        [36, 44],
        [36, 44],
        [14, 22],
      ],
      weight: [11, 26],
      type: 'Carton',
      shipsSeparate: 0.15,
    },
    fitment: true,
    components: [
      ['brake-pad', 1],
      ['brake-rotor', 2],
    ],
  },
  {
    key: 'wheel-bearing',
    title: 'Wheel Bearings',
    code: 'wheel_bearings',
    owner: 'builtin',
    category: 'Wheel Bearings',
    hs: '848210',
    attrs: ['Position', 'Bearing Type', 'ABS Sensor'],
    name: (v, f) =>
      `${v.Position ?? 'Front'} Wheel Bearing ${v['Bearing Type'] ?? 'Hub Assembly'}${forFits(f)}`,
    price: [60, 420],
    pkg: {
      dims: [
        [14, 24],
        [14, 24],
        [8, 16],
      ],
      weight: [0.9, 4.5],
      type: 'Box',
    },
    fitment: true,
  },
  {
    key: 'cv-joint',
    title: 'CV Joints',
    code: 'cv_joints',
    owner: 'builtin',
    category: 'CV Joints',
    hs: '870850',
    attrs: ['Side', 'Spline Count'],
    name: (v, f) => `Outer CV Joint ${v.Side ?? 'Left'}${forFits(f)}`,
    price: [80, 320],
    pkg: {
      dims: [
        [20, 28],
        [16, 22],
        [14, 20],
      ],
      weight: [2, 5],
      type: 'Box',
    },
    fitment: true,
  },
  {
    key: 'oil-filter',
    title: 'Oil Filters',
    code: 'oil_filters',
    owner: 'builtin',
    category: 'Oil Filters',
    hs: '842123',
    attrs: [
      'Thread Size',
      'Height (mm)',
      'Outer Diameter (mm)',
      'Anti-Drain Back Valve',
      'Filter Media',
      'Made in Australia',
    ],
    name: (v, f) => `Oil Filter - ${v['Filter Media'] ?? 'Cellulose'} Media${forFits(f)}`,
    price: [9, 45],
    pkg: {
      dims: [
        [70, 130],
        [70, 130],
        [60, 180],
      ],
      weight: [150, 650],
      type: 'Box',
      small: true,
    },
    fitment: true,
  },
  {
    key: 'air-filter',
    title: 'Air Filters',
    code: 'air_filters',
    owner: 'builtin',
    category: 'Air Filters',
    hs: '842131',
    attrs: ['Height (mm)', 'Filter Media', 'Made in Australia'],
    name: (v, f) => `Air Filter Panel - ${v['Filter Media'] ?? 'Pleated Paper'}${forFits(f)}`,
    price: [18, 95],
    pkg: {
      dims: [
        [20, 38],
        [16, 28],
        [5, 10],
      ],
      weight: [0.25, 1.1],
      type: 'Box',
    },
    fitment: true,
  },
  {
    key: 'fuel-filter',
    title: 'Fuel Filters',
    code: 'fuel_filters',
    owner: 'builtin',
    category: 'Fuel Filters',
    hs: '842123',
    attrs: ['Height (mm)', 'Outer Diameter (mm)', 'Filter Media'],
    name: (v, f) => `In-Line Fuel Filter${forFits(f)}`,
    price: [15, 120],
    pkg: {
      dims: [
        [90, 220],
        [70, 120],
        [70, 120],
      ],
      weight: [120, 900],
      type: 'Box',
      small: true,
    },
    fitment: true,
  },
  {
    key: 'cabin-filter',
    title: 'Cabin Filters',
    code: 'cabin_filters',
    owner: 'builtin',
    category: 'Cabin Filters',
    hs: '842139',
    attrs: ['Filter Media'],
    name: (v, f) => `Cabin Air Filter - ${v['Filter Media'] ?? 'Activated Carbon'}${forFits(f)}`,
    price: [19, 75],
    pkg: {
      dims: [
        [22, 30],
        [18, 24],
        [3, 5],
      ],
      weight: [0.15, 0.5],
      type: 'Satchel',
    },
    fitment: true,
  },
  {
    key: 'filter-kit',
    title: 'Filter Service Kits',
    code: 'filter_service_kits',
    owner: 'builtin',
    category: 'Filter Service Kits',
    hs: '842123',
    attrs: ['Kit Contents'],
    name: (_v, f) => `Filter Service Kit - Oil, Air, Fuel and Cabin${forFits(f)}`,
    price: [65, 240],
    pkg: {
      dims: [
        [30, 40],
        [24, 30],
        [12, 18],
      ],
      weight: [1.2, 3.2],
      type: 'Carton',
    },
    fitment: true,
    components: [
      ['oil-filter', 1],
      ['air-filter', 1],
      ['fuel-filter', 1],
      ['cabin-filter', 1],
    ],
  },
  {
    key: 'spark-plug',
    title: 'Spark Plugs',
    code: 'spark_plugs',
    owner: 'builtin',
    category: 'Ignition',
    hs: '851110',
    attrs: ['Thread Size', 'Heat Range', 'Electrode Material', 'Spark Plug Gap (mm)'],
    name: (v, f) => `Spark Plug - ${v['Electrode Material'] ?? 'Iridium'}${forFits(f)}`,
    price: [8, 42],
    pkg: {
      dims: [
        [90, 110],
        [25, 30],
        [25, 30],
      ],
      weight: [45, 80],
      type: 'Box',
      small: true,
    },
    fitment: true,
  },
  {
    key: 'battery',
    title: 'Batteries',
    code: 'batteries',
    owner: 'builtin',
    category: 'Batteries',
    hs: '850710',
    attrs: ['Battery Group', 'Cold Cranking Amps', 'Capacity (Ah)'],
    name: (v, f) =>
      `Automotive Battery ${v['Battery Group'] ?? 'NS70'} ${v['Cold Cranking Amps'] ?? '600'} CCA${forFits(f)}`,
    price: [150, 420],
    pkg: {
      dims: [
        [22, 32],
        [17, 19],
        [20, 23],
      ],
      weight: [11, 24],
      type: 'Carton',
      shipsSeparate: 0.3,
    },
    fitment: true,
    dg: { un: 'UN2794', amount: [10, 24], unit: 'kg', share: 1 },
  },
  {
    key: 'wiper-blade',
    title: 'Wiper Blades',
    code: 'wiper_blades',
    owner: 'builtin',
    category: 'Wipers',
    hs: '851240',
    attrs: ['Blade Length (mm)', 'Blade Type'],
    name: (v, f) =>
      `${v['Blade Type'] ?? 'Beam'} Wiper Blade ${v['Blade Length (mm)'] ?? '550'}mm${forFits(f)}`,
    price: [14, 48],
    pkg: {
      dims: [
        [40, 75],
        [6, 9],
        [3, 5],
      ],
      weight: [0.15, 0.4],
      type: 'Box',
    },
    fitment: true,
  },
  {
    key: 'headlight-globe',
    title: 'Globes',
    code: 'globes',
    owner: 'builtin',
    category: 'Globes',
    hs: '853921',
    attrs: ['Globe Type', 'Wattage (W)', 'Colour Temperature (K)'],
    name: (v, f) => `Halogen Headlight Globe ${v['Globe Type'] ?? 'H4'} 12V Twin Pack${forFits(f)}`,
    price: [16, 70],
    pkg: {
      dims: [
        [90, 140],
        [60, 90],
        [30, 50],
      ],
      weight: [40, 120],
      type: 'Box',
      small: true,
    },
    fitment: true,
  },
  {
    key: 'shock-absorber',
    title: 'Shock Absorbers',
    code: 'shock_absorbers',
    owner: 'builtin',
    category: 'Shock Absorbers',
    hs: '870880',
    attrs: [
      'Position',
      'Shock Type',
      'Lift Height (mm)',
      'Extended Length (mm)',
      'Compressed Length (mm)',
      'Trail Rating',
    ],
    name: (v, f) => `${v.Position ?? 'Front'} ${v['Shock Type'] ?? 'Nitro Gas'} Shock Absorber${forFits(f)}`,
    price: [95, 390],
    pkg: {
      dims: [
        [50, 75],
        [12, 16],
        [12, 16],
      ],
      weight: [2.2, 5.5],
      type: 'Carton',
    },
    fitment: true,
  },
  {
    key: 'coil-spring',
    title: 'Coil Springs',
    code: 'coil_springs',
    owner: 'builtin',
    category: 'Springs',
    hs: '732020',
    attrs: ['Position', 'Load Rating', 'Lift Height (mm)'],
    name: (v, f) =>
      `${v.Position ?? 'Front'} Coil Spring Pair - ${v['Load Rating'] ?? 'Standard'}${forFits(f)}`,
    price: [140, 460],
    pkg: {
      dims: [
        [38, 55],
        [25, 30],
        [15, 20],
      ],
      weight: [8, 18],
      type: 'Carton',
    },
    fitment: true,
  },
  {
    key: 'strut-assembly',
    title: 'Strut Assemblies',
    code: 'strut_assemblies',
    owner: 'builtin',
    category: 'Struts',
    hs: '870880',
    attrs: ['Position', 'Side', 'Lift Height (mm)', 'Load Rating'],
    name: (v, f) => `${v.Position ?? 'Front'} Complete Strut Assembly ${v.Side ?? 'Left'}${forFits(f)}`,
    price: [260, 890],
    pkg: {
      dims: [
        [60, 75],
        [22, 28],
        [20, 26],
      ],
      weight: [8, 15],
      type: 'Carton',
      shipsSeparate: 0.2,
    },
    fitment: true,
    components: [
      ['shock-absorber', 1],
      ['coil-spring', 1],
    ],
  },
  {
    key: 'control-arm',
    title: 'Control Arms',
    code: 'control_arms',
    owner: 'builtin',
    category: 'Control Arms',
    hs: '870880',
    attrs: ['Position', 'Side', 'Includes Ball Joint', 'Bush Type'],
    name: (v, f) => `${v.Position ?? 'Front'} Lower Control Arm ${v.Side ?? 'Left'}${forFits(f)}`,
    price: [110, 520],
    pkg: {
      dims: [
        [40, 60],
        [20, 30],
        [10, 15],
      ],
      weight: [2.5, 7.5],
      type: 'Carton',
    },
    fitment: true,
  },
  {
    key: 'sway-bar-link',
    title: 'Sway Bar Links',
    code: 'sway_bar_links',
    owner: 'builtin',
    category: 'Sway Bar Links',
    hs: '870880',
    attrs: ['Position', 'Length (mm)'],
    name: (v, f) => `${v.Position ?? 'Front'} Sway Bar Link${forFits(f)}`,
    price: [25, 120],
    pkg: {
      dims: [
        [20, 42],
        [8, 12],
        [6, 10],
      ],
      weight: [0.4, 1.6],
      type: 'Bag',
    },
    fitment: true,
  },
  {
    key: 'brake-hardware',
    title: 'Brake Hardware Kits',
    code: 'brake_hardware_kits',
    owner: 0,
    category: 'Brake Hardware',
    hs: '870830',
    attrs: ['Position'],
    name: (v, f) => `${v.Position ?? 'Front'} Brake Pad Fitting Kit${forFits(f)}`,
    price: [12, 48],
    pkg: {
      dims: [
        [120, 180],
        [90, 120],
        [20, 40],
      ],
      weight: [60, 250],
      type: 'Bag',
      small: true,
    },
    fitment: true,
  },
  {
    key: 'lift-kit',
    title: 'Suspension Lift Kits',
    code: 'suspension_lift_kits',
    owner: 2,
    category: 'Suspension Kits',
    hs: '870880',
    attrs: ['Lift Height (mm)', 'Kit Contents', 'Load Rating', 'Trail Rating'],
    name: (v, f) =>
      `${v['Lift Height (mm)'] === '0' ? '40' : (v['Lift Height (mm)'] ?? '40')}mm Suspension Lift Kit - ${v['Load Rating'] ?? 'Medium Load'}${forFits(f)}`,
    price: [990, 2800],
    pkg: {
      dims: [
        [80, 120],
        [40, 60],
        [30, 40],
      ],
      weight: [28, 55],
      type: 'Carton',
      shipsSeparate: 0.6,
    },
    fitment: true,
    components: [
      ['shock-absorber', 4],
      ['coil-spring', 2],
    ],
  },
  {
    key: 'workshop',
    title: 'Workshop Consumables',
    code: 'workshop_consumables',
    owner: 'universal',
    category: 'Cleaners',
    hs: '340290',
    attrs: ['Volume (ml)'],
    name: (v) => `Brake and Parts Cleaner Aerosol ${v['Volume (ml)'] ?? '400'}ml`,
    price: [9, 28],
    pkg: {
      dims: [
        [20, 28],
        [6, 7],
        [6, 7],
      ],
      weight: [0.4, 0.7],
      type: 'Box',
    },
    fitment: false,
    dg: { un: 'UN1950', amount: [300, 500], unit: 'ml', share: 1 },
  },
  {
    key: 'fuel-additive',
    title: 'Fuel System Additives',
    code: 'fuel_system_additives',
    owner: 1,
    category: 'Cleaners',
    hs: '3811',
    attrs: ['Volume (ml)'],
    name: (v) => `Diesel Injector Cleaner ${v['Volume (ml)'] ?? '300'}ml`,
    price: [14, 39],
    pkg: {
      dims: [
        [18, 24],
        [7, 9],
        [7, 9],
      ],
      weight: [0.35, 0.6],
      type: 'Box',
    },
    fitment: false,
    dg: { un: 'UN1993', amount: [250, 500], unit: 'ml', share: 1 },
  },
  {
    key: 'jump-starter',
    title: 'Jump Starters',
    code: 'jump_starters',
    owner: 'universal',
    category: 'Batteries',
    hs: '850760',
    attrs: ['Capacity (Ah)', 'Cold Cranking Amps'],
    name: (v) => `Lithium Jump Starter ${v['Cold Cranking Amps'] ?? '800'}A Peak with USB Power Bank`,
    price: [129, 349],
    pkg: {
      dims: [
        [26, 32],
        [18, 22],
        [8, 10],
      ],
      weight: [0.9, 1.8],
      type: 'Box',
    },
    fitment: false,
    dg: { un: 'UN3480', amount: [300, 650], unit: 'g', share: 1 },
  },
];

export interface BrandDef {
  name: string;
  slug: string;
  code: string;
  /** Index into BRAND_TEAMS. */
  team: number;
  subBrands: readonly string[];
  /** Product types with their share and SKU shape (prefix and the counter's width). */
  types: readonly (readonly [typeKey: string, weight: number, sku: SkuShape])[];
  gtinCompany: number;
  countries: readonly string[];
  marketplace: boolean;
}

export interface SkuShape {
  prefix: string;
  sep?: string;
  /** Suffix options, chosen per product. */
  suffixes?: readonly string[];
}

/** The three demo brand teams, in the order seedDemoAccounts returns them. */
export const BRAND_TEAMS = ['Apex Brake Co', 'Southern Cross Filters', 'Outback Suspension Group'] as const;

export const BRANDS: readonly BrandDef[] = [
  {
    name: 'Apex Brakes',
    slug: 'apex-brakes',
    code: 'APX',
    team: 0,
    subBrands: ['Apex Ultimate', 'Apex Street', 'Apex Fleet'],
    types: [
      ['brake-pad', 40, { prefix: 'DB' }],
      ['brake-rotor', 25, { prefix: 'ADR', sep: '' }],
      ['brake-kit', 6, { prefix: 'ABK', sep: '-' }],
      ['wheel-bearing', 10, { prefix: 'AWB', sep: '-' }],
      ['cv-joint', 6, { prefix: 'ACV', sep: '-' }],
      ['brake-hardware', 5, { prefix: 'AHK', sep: '-' }],
      ['workshop', 3, { prefix: 'APC', sep: '-' }],
    ],
    gtinCompany: 31401,
    countries: ['AU', 'CN', 'KR'],
    marketplace: true,
  },
  {
    name: 'Apex Performance',
    slug: 'apex-performance',
    code: 'APP',
    team: 0,
    subBrands: ['Track Day', 'Street Sport'],
    types: [
      ['brake-pad', 50, { prefix: 'ABP', sep: '-', suffixes: ['HD', 'SP', 'TR', 'HD', ''] }],
      ['brake-rotor', 35, { prefix: 'APR', sep: '-', suffixes: ['SL', 'DS', 'SL'] }],
      ['brake-kit', 15, { prefix: 'APK', sep: '-' }],
    ],
    gtinCompany: 31402,
    countries: ['AU', 'IT', 'US'],
    marketplace: true,
  },
  {
    name: 'SCF Filters',
    slug: 'scf-filters',
    code: 'SCF',
    team: 1,
    subBrands: ['SCF Premium', 'SCF Economy'],
    types: [
      ['oil-filter', 30, { prefix: 'Z', sep: '' }],
      ['air-filter', 25, { prefix: 'A', sep: '' }],
      ['fuel-filter', 14, { prefix: 'Z', sep: '', suffixes: ['F'] }],
      ['cabin-filter', 16, { prefix: 'RCA', sep: '' }],
      ['filter-kit', 8, { prefix: 'SCK', sep: '-' }],
      ['fuel-additive', 3, { prefix: 'SCA', sep: '-' }],
    ],
    gtinCompany: 31403,
    countries: ['AU', 'TH', 'IN'],
    marketplace: true,
  },
  {
    name: 'Sparkline',
    slug: 'sparkline',
    code: 'SPK',
    team: 1,
    subBrands: ['Sparkline Iridium', 'Sparkline Power'],
    types: [
      ['spark-plug', 30, { prefix: 'SPX', sep: '' }],
      ['battery', 20, { prefix: 'SLB', sep: '-', suffixes: ['MF', 'EFB', 'AGM'] }],
      ['wiper-blade', 25, { prefix: 'WB', sep: '' }],
      ['headlight-globe', 20, { prefix: 'SLG', sep: '-' }],
      ['jump-starter', 5, { prefix: 'SLJ', sep: '-' }],
    ],
    gtinCompany: 31404,
    countries: ['JP', 'CN', 'KR'],
    marketplace: false,
  },
  {
    name: 'Outback Suspension',
    slug: 'outback-suspension',
    code: 'OBS',
    team: 2,
    subBrands: ['Trail Series', 'Nitro Gas'],
    types: [
      ['shock-absorber', 35, { prefix: 'OS', sep: '' }],
      ['coil-spring', 25, { prefix: 'OCS', sep: '-' }],
      ['strut-assembly', 12, { prefix: 'OSA', sep: '-' }],
      ['sway-bar-link', 10, { prefix: 'OSL', sep: '-' }],
      ['lift-kit', 6, { prefix: 'OLK', sep: '-' }],
      ['workshop', 2, { prefix: 'OWS', sep: '-' }],
    ],
    gtinCompany: 31405,
    countries: ['AU', 'TH'],
    marketplace: true,
  },
  {
    name: 'Trailmaster',
    slug: 'trailmaster',
    code: 'TMR',
    team: 2,
    subBrands: ['Heavy Duty'],
    types: [
      ['shock-absorber', 30, { prefix: 'TM', sep: '-' }],
      ['control-arm', 30, { prefix: 'TMA', sep: '-', suffixes: ['L', 'R'] }],
      ['coil-spring', 20, { prefix: 'TMS', sep: '-' }],
      ['jump-starter', 5, { prefix: 'TMJ', sep: '-' }],
    ],
    gtinCompany: 31406,
    countries: ['AU', 'CN', 'TH'],
    marketplace: true,
  },
];

/** Share of products per brand. */
export const BRAND_WEIGHTS = [28, 10, 24, 10, 18, 10];

/** Parents and children as the catalogue module's reference tree names them, plus the few it lacks. */
export const CATEGORY_TREE: readonly (readonly [parent: string, children: readonly string[]])[] = [
  ['Brakes', ['Brake Pads', 'Brake Rotors', 'Brake Hardware', 'Brake Kits']],
  ['Filters', ['Oil Filters', 'Air Filters', 'Cabin Filters', 'Fuel Filters', 'Filter Service Kits']],
  [
    'Suspension',
    ['Shock Absorbers', 'Springs', 'Control Arms', 'Struts', 'Sway Bar Links', 'Suspension Kits'],
  ],
  ['Driveline', ['CV Joints', 'Wheel Bearings']],
  ['Electrical', ['Batteries', 'Ignition']],
  ['Lighting', ['Globes']],
  ['Fluids and Chemicals', ['Cleaners']],
  ['Accessories', ['Wipers']],
];

/** As the catalogue module's reference data writes them (UN prefix), so the demo finds those rows. */
export const DANGEROUS_GOODS: readonly { un: string; hazard: string; name: string }[] = [
  { un: 'UN2794', hazard: '8', name: 'Batteries, wet, filled with acid' },
  { un: 'UN1950', hazard: '2.1', name: 'Aerosols, flammable' },
  { un: 'UN1993', hazard: '3', name: 'Flammable liquid, n.o.s.' },
  { un: 'UN3480', hazard: '9', name: 'Lithium ion batteries (including lithium ion polymer batteries)' },
];

export const HS_CODES: readonly { code: string; description: string }[] = [
  { code: '870830', description: 'Brakes and servo-brakes and parts thereof, for motor vehicles' },
  { code: '870850', description: 'Drive-axles with differential and non-driving axles, and parts thereof' },
  { code: '870880', description: 'Suspension systems and parts thereof (including shock-absorbers)' },
  { code: '842123', description: 'Oil or petrol-filters for internal combustion engines' },
  { code: '842131', description: 'Intake air filters for internal combustion engines' },
  { code: '842139', description: 'Filtering or purifying machinery and apparatus for gases, other' },
  { code: '848210', description: 'Ball bearings' },
  { code: '851110', description: 'Sparking plugs' },
  { code: '850710', description: 'Lead-acid accumulators, of a kind used for starting piston engines' },
  { code: '850760', description: 'Lithium-ion accumulators' },
  { code: '851240', description: 'Windscreen wipers, defrosters and demisters' },
  { code: '853921', description: 'Tungsten halogen filament lamps' },
  { code: '732020', description: 'Helical springs, of iron or steel' },
  { code: '340290', description: 'Washing and cleaning preparations, other' },
  {
    code: '3811',
    description:
      'Anti-knock preparations, oxidation inhibitors and other prepared additives, for mineral oils',
  },
];

/** Satchel is the distributor portal's carton type; the rest are the catalogue module's built-ins. */
export const PACKAGE_TYPES = ['Carton', 'Box', 'Satchel', 'Bag'] as const;

export const ISSUE_TEXTS = [
  'Fitment lists this part for the Hilux GUN126R but the customer says the shape does not match.',
  'The main image shows a different product.',
  'Package weight looks wrong: the parcel weighed almost double on our scales.',
  'No barcode on the product; please add a GTIN.',
  'Title says Rear but the Position attribute says Front.',
  'Customer reports the box contained one item, the listing says a pair.',
  'Dimensions are missing, so freight cannot be quoted.',
  'Price on the listing is lower than our cost price.',
  'Please add the OEM reference, customers search by it.',
  'Fitment notes mention ABS but the vehicle list does not.',
] as const;

export const AUDIT_COMMENTS = [
  'Updated from the supplier price file',
  'Corrected after a product issue report',
  'Bulk edit: marketplace launch',
  'Title cleaned up for the marketplace',
  'Supplier changed the packaging',
  null,
  null,
  null,
] as const;

export const FITMENT_NOTES = [
  'With ABS',
  'Without ABS',
  'Excludes vehicles with sports suspension',
  'Check rotor diameter before ordering',
  'Suits models with a 2 inch lift',
  'Built from 08/2018',
  'Cab chassis only',
  null,
  null,
  null,
] as const;
