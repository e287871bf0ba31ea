import { z } from 'zod';
import { businessIdSchema, businessIdsSchema } from './business-ids.ts';

/**
 * Account settings and sign-up (marketplace spec 2.2, 2.3, 3, 5, 7, 8): the bodies the account page and the
 * Account Setup page send, and the messages they show word for word.
 */
export const ACCOUNT_MESSAGES = {
  accountUpdated: 'Account updated',
  accountUpdateFailed: 'There was an error updating your account',
  detailsUpdated: 'Account details updated',
  companyUpdated: 'Company details updated',
  updateFailed: 'An error occured',
  domainFailed: 'An error occurred',
  membersRefreshFailed: 'Could not refresh Team Members data',
  removeMemberFailed: 'Could not remove team member',
  removeMemberConfirm: 'This team member will be removed! Do you really want to proceed?',
  invited: 'New Team Member successfully invited',
  apiKeySaved: 'API Key saved',
  apiKeyDeleted: 'API Key deleted',
  availableSoon: 'Available soon.',
} as const;

const name = z.string().trim().min(1, 'This field is required').max(120);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'This field is required')
  .email('Enter a valid email address')
  .max(254);

/** POST /api/onboard (and /api/onboard/{userId}): the spec's form account[user][name], [email], account[team][name]. */
export const onboardInputSchema = z.object({
  account: z.object({
    user: z.object({ name, email }),
    team: z.object({ name: z.string().trim().min(1, 'This field is required').max(120) }),
  }),
});
export type OnboardInput = z.infer<typeof onboardInputSchema>;
export const onboardResultSchema = z.object({ url: z.string() });

/** Tab 0: personal details. */
export const personalDetailsInputSchema = z.object({ name, email });
export type PersonalDetailsInput = z.infer<typeof personalDetailsInputSchema>;

export const DOMAIN_MESSAGE = 'Enter a valid domain name, like example.com';
const DOMAIN_RE = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/;
/** A bare domain name (no scheme, path or port), lower-cased. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => DOMAIN_RE.test(v), DOMAIN_MESSAGE);
export const domainInputSchema = z.object({ domain: domainNameSchema });
export const teamDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  read_only: z.boolean(),
});
export type TeamDomain = z.infer<typeof teamDomainSchema>;

/** Tab 5: company details. Empty strings clear an optional field (spec 5: empty form values are sent as ''). */
export const companyDetailsInputSchema = z.object({
  legal_business_name: z.string().trim().min(1, 'This field is required').max(200),
  region: z.string().trim().max(2),
  timezone: z.string().trim().max(64),
  default_currency_code: z.string().trim().toUpperCase().max(3),
  legal_business_ids: businessIdsSchema,
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInputSchema>;
export const companyDetailsSchema = z.object({
  legal_business_name: z.string(),
  region: z.string(),
  timezone: z.string(),
  default_currency_code: z.string(),
  legal_business_ids: z.array(businessIdSchema.extend({ isValid: z.boolean() })),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** Tab 6: the alliance (TecAlliance) merchant account. */
export const PROVIDER_ID_MESSAGE = 'The provider id must be digits only';
export const allianceInputSchema = z.object({
  provider_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, PROVIDER_ID_MESSAGE),
  api_key: z.string().trim().min(1, 'This field is required').max(200),
});
export const allianceAccountSchema = z.object({
  id: z.number().int(),
  provider_id: z.string(),
  api_key: z.string(),
});
export type AllianceAccount = z.infer<typeof allianceAccountSchema>;

export const labelValueSchema = z.object({ label: z.string(), value: z.string() });
export type LabelValue = z.infer<typeof labelValueSchema>;

export const rotateApiKeyInputSchema = z.object({ kind: z.enum(['publishable', 'secret']) });

/** The marketplace onboarding steps of spec 2.6, each done when the team has actually done it. */
export const ONBOARDING_STEPS = [
  { key: 'find_products', label: 'Find Products' },
  { key: 'import_list', label: 'Add Products to Import List' },
  { key: 'import_to_store', label: 'Import Products to the store' },
  { key: 'request_fulfilment', label: 'Request Fulfilment' },
] as const;
export const onboardingSchema = z.object({
  steps: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
});
