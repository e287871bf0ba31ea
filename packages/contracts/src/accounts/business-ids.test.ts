import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ID_TYPES,
  businessIdsSchema,
  isValidAbn,
  isValidBusinessId,
  normaliseBusinessId,
} from './business-ids.ts';

describe('business id types', () => {
  it('cover at least the spec’s ~70 types, each once, each example valid', () => {
    expect(BUSINESS_ID_TYPES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(BUSINESS_ID_TYPES.map((d) => d.type)).size).toBe(BUSINESS_ID_TYPES.length);
    for (const d of BUSINESS_ID_TYPES) {
      expect(isValidBusinessId(d.type, d.example), `${d.type} ${d.example}`).toBe(true);
    }
  });
});

describe('ABN check digits', () => {
  it.each([
    '51 824 753 556', // the ATO's own ABN
    '33051775556', // Telstra
    '88 000 014 675', // Woolworths
    '49 004 028 077', // BHP
  ])('accepts the real ABN %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
    expect(isValidBusinessId('au_abn', abn)).toBe(true);
  });
  it.each([
    '51 824 753 557', // last digit changed
    '15 824 753 556', // first two swapped
    '12345678912', // the form's placeholder shape, wrong checksum
    '5182475355', // ten digits
    '51 824 753 55A',
  ])('refuses %s', (abn) => {
    expect(isValidBusinessId('au_abn', abn)).toBe(false);
  });
});

describe('patterns with real numbers', () => {
  it.each([
    ['us_ein', '94-2404110'],
    ['in_gst', '27aapfu0939f1zv'], // upper-cased before the check
    ['eu_vat', 'DE129273398'],
    ['eu_vat', 'FR40303265045'],
    ['eu_vat', 'NL004495445B01'],
    ['eu_vat', 'ATU13585627'],
    ['gb_vat', 'GB980780684'],
    ['nz_gst', '49-091-850'],
    ['br_cnpj', '00.000.000/0001-91'],
    ['ca_gst_hst', '123456789RT0001'],
    ['ch_vat', 'CHE-116.281.710 MWST'],
    ['jp_trn', 't1234567891234'],
    ['za_vat', '4640119368'],
    ['sg_uen', '200012345Z'],
  ])('%s accepts %s', (type, value) => {
    expect(isValidBusinessId(type, value)).toBe(true);
  });
  it.each([
    ['us_ein', '942404110'], // no dash
    ['us_ein', '94-240411'],
    ['eu_vat', 'DE12927339'], // eight digits
    ['eu_vat', '129273398'], // no country prefix
    ['eu_vat', 'US129273398'],
    ['gb_vat', '980780684'],
    ['in_gst', '27AAPFU0939F1YV'], // 14th character must be Z
    ['za_vat', '5640119368'],
    ['no_such_type', '123'],
  ])('%s refuses %s', (type, value) => {
    expect(isValidBusinessId(type, value)).toBe(false);
  });
});

describe('the company form’s list of ids', () => {
  it('upper-cases the values', () => {
    const r = businessIdsSchema.safeParse([{ type: 'jp_trn', value: ' t1234567891234 ' }]);
    expect(r.success && r.data[0]!.value).toBe('T1234567891234');
    expect(normaliseBusinessId(' gb980780684')).toBe('GB980780684');
  });
  it('refuses a type chosen twice, an unknown type and an invalid value, each at its field', () => {
    const r = businessIdsSchema.safeParse([
      { type: 'au_abn', value: '51824753556' },
      { type: 'au_abn', value: '33051775556' },
      { type: 'xx_nope', value: '1' },
      { type: 'us_ein', value: '123' },
    ]);
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['1.type', 'This type of business ID is already added'],
      ['2.type', 'Choose a type of business ID'],
      ['3.value', 'This is not a valid United States EIN'],
    ]);
  });
  it('accepts an empty list', () => {
    expect(businessIdsSchema.safeParse([]).success).toBe(true);
  });
});
