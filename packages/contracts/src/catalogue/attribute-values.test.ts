import { describe, expect, it } from 'vitest';
import {
  checkAttributeValue,
  isMissingAttributeValue,
  titleCase,
  capitaliseFirst,
} from './attribute-values.ts';

describe('attribute value rules', () => {
  it('numeric accepts an optional minus, digits and one decimal point only', () => {
    for (const ok of ['12', '-12', '12.5', '-0.25', '.5', '10.']) {
      expect(checkAttributeValue({ data_type: 'numeric' }, ok)).toMatchObject({ ok: true, value: ok });
    }
    for (const bad of ['1.2.3', '12mm', '+5', '--1', '1,5', 'abc', '-']) {
      expect(checkAttributeValue({ data_type: 'numeric' }, bad)).toEqual({
        ok: false,
        message: 'Value must be a number (an optional minus sign, digits and one decimal point)',
      });
    }
  });

  it('text is capped at the attribute maximum length', () => {
    const title = { data_type: 'alphanumeric' as const, tec_doc_max_length: 5 };
    expect(checkAttributeValue(title, 'abcde')).toMatchObject({ ok: true, value: 'abcde' });
    expect(checkAttributeValue(title, 'abcdef')).toEqual({
      ok: false,
      message: 'Value must be at most 5 characters',
    });
    expect(checkAttributeValue({ data_type: 'alphanumeric' }, 'x'.repeat(500))).toMatchObject({ ok: true });
  });

  it('lookup needs a chosen value from the list, or a non-empty new one', () => {
    const title = { data_type: 'lookup' as const, values: ['Front', 'Rear'] };
    expect(checkAttributeValue(title, 'front')).toMatchObject({
      ok: true,
      value: 'Front',
      new_lookup_value: false,
    });
    expect(checkAttributeValue(title, '')).toEqual({ ok: false, message: 'Choose a value' });
    expect(checkAttributeValue(title, 'Middle')).toEqual({ ok: false, message: 'Choose a value' });
    expect(checkAttributeValue(title, 'Middle', { allowNewLookupValue: true })).toMatchObject({
      ok: true,
      value: 'Middle',
      new_lookup_value: true,
    });
    expect(checkAttributeValue(title, '  ', { allowNewLookupValue: true })).toEqual({
      ok: false,
      message: 'A new value cannot be empty',
    });
  });

  it('boolean is stored as Yes or No', () => {
    expect(checkAttributeValue({ data_type: 'boolean' }, true)).toMatchObject({ value: 'Yes' });
    expect(checkAttributeValue({ data_type: 'boolean' }, 'false')).toMatchObject({ value: 'No' });
    expect(checkAttributeValue({ data_type: 'boolean' }, 'yes')).toMatchObject({ value: 'Yes' });
    expect(checkAttributeValue({ data_type: 'boolean' }, 'maybe')).toEqual({
      ok: false,
      message: 'Value must be Yes or No',
    });
  });

  it('without value carries no value and is never missing', () => {
    expect(checkAttributeValue({ data_type: 'without_value' }, 'anything')).toMatchObject({
      ok: true,
      value: null,
    });
    expect(isMissingAttributeValue('without_value', null)).toBe(false);
    expect(isMissingAttributeValue('numeric', null)).toBe(true);
    expect(isMissingAttributeValue('alphanumeric', ' ')).toBe(true);
    expect(isMissingAttributeValue('alphanumeric', 'x')).toBe(false);
  });

  it('title-cases new attribute names and capitalises new product types', () => {
    expect(titleCase('pad  thickness')).toBe('Pad Thickness');
    expect(titleCase('OE number')).toBe('OE Number');
    expect(capitaliseFirst('brake pads')).toBe('Brake pads');
  });
});
