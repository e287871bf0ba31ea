import {
  isValidBusinessId,
  type CompanyDetails,
  type LabelValue,
  type PersonalDetailsInput,
} from '@partsflow/contracts';
import type { Db } from '../../platform/db/client.ts';
import { randomToken } from '../../platform/auth/tokens.ts';
import { validationFailed } from '../../platform/http/errors.ts';
import { accountsError } from './accounts.errors.ts';
import * as repo from './accounts.repository.ts';
import * as settings from './account-settings.repository.ts';

// ------------------------------------------------------------------ reference lists (currency, timezone, country)

const ENGLISH = 'en-AU';

function displayNames(type: 'currency' | 'region') {
  return new Intl.DisplayNames([ENGLISH], { type });
}

/** ISO 3166-1 alpha-2 codes (the country/region select of the company form). */
const REGION_CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

let regions: LabelValue[] | null = null;
export function regionList(): LabelValue[] {
  if (!regions) {
    const names = displayNames('region');
    regions = REGION_CODES.map((value) => ({ label: names.of(value) ?? value, value })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  }
  return regions;
}

let currencies: LabelValue[] | null = null;
function currencyList(): LabelValue[] {
  if (!currencies) {
    const names = displayNames('currency');
    currencies = Intl.supportedValuesOf('currency').map((value) => ({
      label: `${value} - ${names.of(value) ?? value}`,
      value,
    }));
  }
  return currencies;
}

let timezones: LabelValue[] | null = null;
function timezoneList(): LabelValue[] {
  timezones ??= Intl.supportedValuesOf('timeZone').map((value) => ({
    label: value.replace(/_/g, ' '),
    value,
  }));
  return timezones;
}

const SEARCH_LIMIT = 50;

function search(list: LabelValue[], term: string): LabelValue[] {
  const q = term.trim().toLowerCase();
  const hits = q
    ? list.filter((x) => x.label.toLowerCase().includes(q) || x.value.toLowerCase().includes(q))
    : list;
  return hits.slice(0, SEARCH_LIMIT);
}

export const currencySearch = (term: string) => search(currencyList(), term);
export const timezoneSearch = (term: string) => search(timezoneList(), term);

// ------------------------------------------------------------------ personal details

export async function updatePersonalDetails(db: Db, userId: number, input: PersonalDetailsInput) {
  return db.transaction(async (tx) => {
    const other = await repo.findUserByEmail(tx, input.email);
    if (other && other.id !== userId) throw accountsError('email_taken');
    await settings.updateUserDetails(tx, userId, input);
    return { success: true as const, user: { id: userId, name: input.name, email: input.email } };
  });
}

// ------------------------------------------------------------------ company details

function presentCompany(team: NonNullable<Awaited<ReturnType<typeof repo.findTeamById>>>): CompanyDetails {
  return {
    legal_business_name: team.legal_business_name,
    region: team.region,
    timezone: team.timezone,
    default_currency_code: team.default_currency_code,
    legal_business_ids: team.legal_business_ids.map((id) => ({
      ...id,
      isValid: isValidBusinessId(id.type, id.value),
    })),
  };
}

export async function getCompany(db: Db, teamId: number) {
  const team = await repo.findTeamById(db, teamId);
  if (!team) throw accountsError('not_a_member');
  return presentCompany(team);
}

function invalidField(field: string, message: string) {
  return validationFailed([{ path: [field], message }]);
}

export async function updateCompany(
  db: Db,
  teamId: number,
  input: {
    legal_business_name: string;
    region: string;
    timezone: string;
    default_currency_code: string;
    legal_business_ids: { type: string; value: string }[];
  },
) {
  if (input.region && !regionList().some((r) => r.value === input.region.toUpperCase())) {
    throw invalidField('region', 'Choose a country or region from the list');
  }
  if (input.timezone && !timezoneList().some((z) => z.value === input.timezone)) {
    throw invalidField('timezone', 'Choose a timezone from the list');
  }
  if (input.default_currency_code && !currencyList().some((c) => c.value === input.default_currency_code)) {
    throw invalidField('default_currency_code', 'Choose a currency from the list');
  }
  await settings.updateTeam(db, teamId, {
    legal_business_name: input.legal_business_name,
    region: input.region.toUpperCase(),
    timezone: input.timezone,
    default_currency_code: input.default_currency_code,
    legal_business_ids: input.legal_business_ids.map(({ type, value }) => ({ type, value })),
  });
  return getCompany(db, teamId);
}

// ------------------------------------------------------------------ permitted domains

export const listDomains = (db: Db, teamId: number) => settings.listDomains(db, teamId);

export async function addDomain(db: Db, teamId: number, domain: string) {
  const row = await settings.insertDomain(db, { teamId, domain, readOnly: false });
  if (!row) throw accountsError('domain_taken');
  return row;
}

export async function changeDomain(db: Db, teamId: number, id: number, domain: string) {
  return db.transaction(async (tx) => {
    const row = await settings.findDomain(tx, { teamId, id });
    if (!row) throw accountsError('domain_not_found');
    if (row.read_only) throw accountsError('domain_read_only');
    if (row.domain === domain) return { id: row.id, domain: row.domain, read_only: row.read_only };
    if (await settings.domainTaken(tx, { teamId, domain, exceptId: id })) throw accountsError('domain_taken');
    return settings.setDomain(tx, id, domain);
  });
}

export async function removeDomain(db: Db, teamId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await settings.findDomain(tx, { teamId, id });
    if (!row) throw accountsError('domain_not_found');
    if (row.read_only) throw accountsError('domain_read_only');
    await settings.deleteDomain(tx, id);
  });
}

// ------------------------------------------------------------------ API keys

/** Issues a new key of the kind; the old one stops working at once. */
export async function rotateApiKey(db: Db, teamId: number, kind: 'publishable' | 'secret') {
  const token = kind === 'secret' ? `sk_${randomToken(32)}` : `pk_${randomToken(24)}`;
  await db.transaction(async (tx) => settings.rotateApiKey(tx, { teamId, kind, token }));
  const keys = await repo.listApiKeys(db, { teamId });
  return {
    publishable_key: keys.find((k) => k.kind === 'publishable')?.token ?? '',
    secret_key: keys.find((k) => k.kind === 'secret')?.token ?? '',
  };
}

// ------------------------------------------------------------------ alliance merchant

export const getAlliance = (db: Db, teamId: number) => settings.findAlliance(db, teamId);

export const saveAlliance = (db: Db, teamId: number, input: { provider_id: string; api_key: string }) =>
  settings.upsertAlliance(db, { teamId, providerId: input.provider_id, apiKey: input.api_key });

export async function deleteAlliance(db: Db, teamId: number) {
  if (!(await settings.deleteAlliance(db, teamId))) throw accountsError('alliance_not_found');
}
