import { z } from 'zod';

/**
 * Legal business ids of a company (marketplace spec 2.3 tab 5 and 5): one per type, the value upper-cased and
 * checked against the type's pattern. The types are the tax id types card payment providers accept (about 70,
 * across countries); `country` is the ISO country (or EU) the type belongs to, so the form can offer the types of
 * the company's country first. Where a number carries a check digit we know how to verify (the Australian ABN),
 * the check is applied on top of the pattern.
 */
export interface BusinessIdType {
  type: string;
  country: string;
  label: string;
  example: string;
  pattern: RegExp;
  check?: (value: string) => boolean;
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * The ABN check (Australian Business Register): subtract 1 from the first digit, weight the 11 digits, and the
 * sum must divide by 89.
 */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const d = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += d * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0;
}

// EU VAT numbers: the country prefix, then that country's format.
const EU_VAT =
  /^(ATU\d{8}|BE[01]\d{9}|BG\d{9,10}|CY\d{8}[A-Z]|CZ\d{8,10}|DE\d{9}|DK\d{8}|EE\d{9}|EL\d{9}|ES[A-Z0-9]\d{7}[A-Z0-9]|FI\d{8}|FR[A-HJ-NP-Z0-9]{2}\d{9}|HR\d{11}|HU\d{8}|IE\d{7}[A-W][A-I]?|IE\d[A-Z+*]\d{5}[A-W]|IT\d{11}|LT(\d{9}|\d{12})|LU\d{8}|LV\d{11}|MT\d{8}|NL\d{9}B\d{2}|PL\d{10}|PT\d{9}|RO\d{2,10}|SE\d{10}01|SI\d{8}|SK\d{10}|XI(\d{9}|\d{12}))$/;

const t = (
  type: string,
  country: string,
  label: string,
  example: string,
  pattern: RegExp,
  check?: (value: string) => boolean,
): BusinessIdType => ({ type, country, label, example, pattern, ...(check ? { check } : {}) });

export const BUSINESS_ID_TYPES: readonly BusinessIdType[] = [
  t(
    'au_abn',
    'AU',
    'Australian Business Number (AU ABN)',
    '51 824 753 556',
    /^\d{2} ?\d{3} ?\d{3} ?\d{3}$/,
    isValidAbn,
  ),
  t('au_arn', 'AU', 'Australian Taxation Office Reference Number (AU ARN)', '123456789123', /^\d{12}$/),
  t('nz_gst', 'NZ', 'New Zealand GST number (NZ GST)', '123-456-789', /^\d{2,3}-?\d{3}-?\d{3}$/),
  t('ad_nrt', 'AD', 'Andorran NRT number', 'A-123456-Z', /^[A-Z]-\d{6}-[A-Z]$/),
  t('ae_trn', 'AE', 'United Arab Emirates TRN', '123456789012345', /^\d{15}$/),
  t('ar_cuit', 'AR', 'Argentinian tax ID (CUIT)', '20-12345678-6', /^\d{2}-?\d{8}-?\d$/),
  t('bg_uic', 'BG', 'Bulgaria Unified Identification Code', '123456789', /^(\d{9}|\d{13})$/),
  t('bh_vat', 'BH', 'Bahraini VAT number', '123456789012345', /^\d{15}$/),
  t('bo_tin', 'BO', 'Bolivian tax ID', '123456789', /^\d{7,12}$/),
  t('br_cnpj', 'BR', 'Brazilian CNPJ number', '01.234.456/5432-10', /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
  t('br_cpf', 'BR', 'Brazilian CPF number', '123.456.789-87', /^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
  t('ca_bn', 'CA', 'Canadian BN', '123456789', /^\d{9}$/),
  t('ca_gst_hst', 'CA', 'Canadian GST/HST number', '123456789RT0002', /^\d{9}RT\d{4}$/),
  t('ca_pst_bc', 'CA', 'Canadian PST number (British Columbia)', 'PST-1234-5678', /^PST-\d{4}-\d{4}$/),
  t('ca_pst_mb', 'CA', 'Canadian PST number (Manitoba)', '123456-7', /^\d{6}-\d$/),
  t('ca_pst_sk', 'CA', 'Canadian PST number (Saskatchewan)', '1234567', /^\d{7}$/),
  t('ca_qst', 'CA', 'Canadian QST number (Québec)', '1234567890TQ1234', /^\d{10}TQ\d{4}$/),
  t('ch_uid', 'CH', 'Switzerland UID number', 'CHE-123.456.789 HR', /^CHE-\d{3}\.\d{3}\.\d{3}( HR)?$/),
  t(
    'ch_vat',
    'CH',
    'Switzerland VAT number',
    'CHE-123.456.789 MWST',
    /^CHE-\d{3}\.\d{3}\.\d{3} (MWST|TVA|IVA)$/,
  ),
  t('cl_tin', 'CL', 'Chilean TIN', '12.345.678-K', /^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/),
  t('cn_tin', 'CN', 'Chinese tax ID', '91110000600037341L', /^[0-9A-Z]{18}$/),
  t('co_nit', 'CO', 'Colombian NIT number', '123.456.789-0', /^\d{3}\.\d{3}\.\d{3}-\d$/),
  t('cr_tin', 'CR', 'Costa Rican tax ID', '1-234-567890', /^\d-\d{3}-\d{6}$/),
  t('de_stn', 'DE', 'German tax number (Steuernummer)', '1234567890', /^\d{10,11}$/),
  t('do_rcn', 'DO', 'Dominican Republic RCN', '123-4567890-1', /^\d{3}-\d{7}-\d$/),
  t('ec_ruc', 'EC', 'Ecuadorian RUC number', '1234567890001', /^\d{10}001$/),
  t('eg_tin', 'EG', 'Egyptian Tax Identification Number', '123456789', /^\d{9}$/),
  t(
    'es_cif',
    'ES',
    'Spanish NIF number (previously Spanish CIF number)',
    'A12345678',
    /^[A-Z]\d{7}[A-Z0-9]$/,
  ),
  t('eu_oss_vat', 'EU', 'European One Stop Shop VAT number', 'EU123456789', /^EU\d{9}$/),
  t('eu_vat', 'EU', 'European VAT number', 'DE123456789', EU_VAT),
  t('gb_vat', 'GB', 'United Kingdom VAT number', 'GB123456789', /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/),
  t('ge_vat', 'GE', 'Georgian VAT', '123456789', /^\d{9}$/),
  t('hk_br', 'HK', 'Hong Kong BR number', '12345678', /^\d{8}$/),
  t('hr_oib', 'HR', 'Croatian Personal Identification Number', '12345678901', /^\d{11}$/),
  t('hu_tin', 'HU', 'Hungary tax number (adószám)', '12345678-1-23', /^\d{8}-\d-\d{2}$/),
  t(
    'id_npwp',
    'ID',
    'Indonesian NPWP number',
    '12.345.678.9-012.345',
    /^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$/,
  ),
  t('il_vat', 'IL', 'Israel VAT', '000012345', /^\d{9}$/),
  t('in_gst', 'IN', 'Indian GST number', '27AAPFU0939F1ZV', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/),
  t('is_vat', 'IS', 'Icelandic VAT', '123456', /^\d{5,6}$/),
  t('jp_cn', 'JP', 'Japanese Corporate Number (Hōjin Bangō)', '1234567891234', /^\d{13}$/),
  t('jp_rn', 'JP', "Japanese Registered Foreign Businesses' Registration Number", '12345', /^\d{5}$/),
  t('jp_trn', 'JP', 'Japanese Tax Registration Number (Tōroku Bangō)', 'T1234567891234', /^T\d{13}$/),
  t(
    'ke_pin',
    'KE',
    'Kenya Revenue Authority Personal Identification Number',
    'P000111111A',
    /^[AP]\d{9}[A-Z]$/,
  ),
  t('kr_brn', 'KR', 'Korean BRN', '123-45-67890', /^\d{3}-\d{2}-\d{5}$/),
  t('kz_bin', 'KZ', 'Kazakhstani Business Identification Number', '123456789012', /^\d{12}$/),
  t('li_uid', 'LI', 'Liechtensteinian UID number', 'CHE123456789', /^CHE\d{9}$/),
  t('mx_rfc', 'MX', 'Mexican RFC number', 'ABC010203AB9', /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/),
  t('my_frp', 'MY', 'Malaysian FRP number', '12345678', /^\d{8}$/),
  t('my_itn', 'MY', 'Malaysian ITN', 'C 1234567890', /^C ?\d{10}$/),
  t('my_sst', 'MY', 'Malaysian SST number', 'A12-3456-78912345', /^[A-Z]\d{2}-\d{4}-\d{8}$/),
  t('ng_tin', 'NG', 'Nigerian Tax Identification Number', '12345678-0001', /^\d{8}-\d{4}$/),
  t('no_vat', 'NO', 'Norwegian VAT number', '123456789MVA', /^\d{9}MVA$/),
  t('no_voec', 'NO', 'Norwegian VAT on e-commerce number', '1234567', /^\d{7}$/),
  t('om_vat', 'OM', 'Omani VAT Number', 'OM1234567890', /^OM\d{10}$/),
  t('pe_ruc', 'PE', 'Peruvian RUC number', '12345678901', /^\d{11}$/),
  t('ph_tin', 'PH', 'Philippines Tax Identification Number', '123456789012', /^\d{12}$/),
  t('ro_tin', 'RO', 'Romanian tax ID number', '1234567890123', /^\d{13}$/),
  t('rs_pib', 'RS', 'Serbian PIB number', '123456789', /^\d{9}$/),
  t('ru_inn', 'RU', 'Russian INN', '1234567891', /^\d{10}(\d{2})?$/),
  t('ru_kpp', 'RU', 'Russian KPP', '123456789', /^\d{9}$/),
  t('sa_vat', 'SA', 'Saudi Arabia VAT', '123456789012345', /^\d{15}$/),
  t('sg_gst', 'SG', 'Singaporean GST', 'M12345678X', /^[MR]\d{8}[A-Z]$/),
  t('sg_uen', 'SG', 'Singaporean UEN', '123456789F', /^(\d{8}[A-Z]|\d{9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])$/),
  t('si_tin', 'SI', 'Slovenia tax number (davčna številka)', '12345678', /^\d{8}$/),
  t('sv_nit', 'SV', 'El Salvadorian NIT number', '1234-567890-123-4', /^\d{4}-\d{6}-\d{3}-\d$/),
  t('th_vat', 'TH', 'Thai VAT', '1234567891234', /^\d{13}$/),
  t('tr_tin', 'TR', 'Turkish Tax Identification Number', '0123456789', /^\d{10}$/),
  t('tw_vat', 'TW', 'Taiwanese VAT', '12345678', /^\d{8}$/),
  t('ua_vat', 'UA', 'Ukrainian VAT', '123456789', /^\d{9,12}$/),
  t('us_ein', 'US', 'United States EIN', '12-3456789', /^\d{2}-\d{7}$/),
  t('uy_ruc', 'UY', 'Uruguayan RUC number', '123456789012', /^\d{12}$/),
  t('ve_rif', 'VE', 'Venezuelan RIF number', 'J-12345678-9', /^[VEJPG]-\d{8}-\d$/),
  t('vn_tin', 'VN', 'Vietnamese tax ID number', '1234567890', /^\d{10}(-\d{3})?$/),
  t('za_vat', 'ZA', 'South African VAT number', '4123456789', /^4\d{9}$/),
];

const BY_TYPE = new Map(BUSINESS_ID_TYPES.map((d) => [d.type, d]));

export function businessIdType(type: string): BusinessIdType | undefined {
  return BY_TYPE.get(type);
}

/** The value as stored and checked: trimmed and upper-cased. */
export function normaliseBusinessId(value: string): string {
  return value.trim().toUpperCase();
}

/** Whether a value (any case) is a valid id of the type. */
export function isValidBusinessId(type: string, value: string): boolean {
  const def = BY_TYPE.get(type);
  if (!def) return false;
  const v = normaliseBusinessId(value);
  return def.pattern.test(v) && (def.check ? def.check(v) : true);
}

export const BUSINESS_ID_MESSAGES = {
  unknownType: 'Choose a type of business ID',
  invalid: (label: string) => `This is not a valid ${label}`,
  duplicate: 'This type of business ID is already added',
} as const;

/** One id as the company form sends it and the API answers it (`isValid` is the server's verdict). */
export const businessIdSchema = z.object({ type: z.string(), value: z.string() });

/**
 * The company's ids: each type known, each value valid for its type (upper-cased), no type twice. Issues point at
 * the offending entry (`[index, 'value']` or `[index, 'type']`), so a form shows them beside the field.
 */
export const businessIdsSchema = z
  .array(businessIdSchema.extend({ value: z.string().max(64).transform(normaliseBusinessId) }))
  .max(BUSINESS_ID_TYPES.length)
  .superRefine((ids, ctx) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      const def = BY_TYPE.get(id.type);
      if (!def) {
        ctx.addIssue({ code: 'custom', path: [i, 'type'], message: BUSINESS_ID_MESSAGES.unknownType });
        return;
      }
      if (seen.has(id.type)) {
        ctx.addIssue({ code: 'custom', path: [i, 'type'], message: BUSINESS_ID_MESSAGES.duplicate });
      }
      seen.add(id.type);
      if (!isValidBusinessId(id.type, id.value)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'value'],
          message: BUSINESS_ID_MESSAGES.invalid(def.label),
        });
      }
    });
  });
