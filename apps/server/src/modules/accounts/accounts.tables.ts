import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The tenant. The three flags drive the services banner and which areas the team sees. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  catalogue_platform_enabled: boolean('catalogue_platform_enabled').notNull().default(false),
  marketplace_platform_enabled: boolean('marketplace_platform_enabled').notNull().default(false),
  distributor_platform_enabled: boolean('distributor_platform_enabled').notNull().default(false),
  // Company details (account tab 5): '' until the team fills them in.
  legal_business_name: text('legal_business_name').notNull().default(''),
  region: text('region').notNull().default(''),
  timezone: text('timezone').notNull().default(''),
  default_currency_code: text('default_currency_code').notNull().default(''),
  legal_business_ids: jsonb('legal_business_ids')
    .$type<{ type: string; value: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash'),
    staff: boolean('staff').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    admin: boolean('admin').notNull().default(false),
    editor: boolean('editor').notNull().default(false),
    billing: boolean('billing').notNull().default(false),
    viewer: boolean('viewer').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.user_id] }), index('memberships_user_idx').on(t.user_id)],
);

/** Sessions are looked up by the hash of the cookie token, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    current_team_id: integer('current_team_id').references(() => teams.id, { onDelete: 'set null' }),
    csrf_token: text('csrf_token').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Each team has one publishable and one secret key (design section 2). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['publishable', 'secret'] }).notNull(),
    token: text('token').notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_token_key').on(t.token), index('api_keys_team_idx').on(t.team_id)],
);

/** Invitations and password resets: single-use tokens, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ['invitation', 'password_reset'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.token_hash)],
);

/** Failed sign-ins per email and per address, for rate limiting that survives restarts and spans processes. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.created_at),
    index('sign_in_attempts_ip_idx').on(t.ip, t.created_at),
  ],
);

/** Permitted domains of a team (account tab 4). Read-only ones are the platform's own (the sign-up sandbox store). */
export const teamDomains = pgTable(
  'team_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    team_id: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    read_only: boolean('read_only').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('team_domains_team_domain_key').on(t.team_id, t.domain)],
);

/** The team's alliance (TecAlliance) merchant account (account tab 6): one per team. */
export const allianceMerchants = pgTable('alliance_merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  team_id: integer('team_id')
    .notNull()
    .unique('alliance_merchants_team_key')
    .references(() => teams.id, { onDelete: 'cascade' }),
  provider_id: text('provider_id').notNull(),
  api_key: text('api_key').notNull(),
  ...timestamps,
});
