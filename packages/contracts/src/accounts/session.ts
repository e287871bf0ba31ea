import '../shared/no-eval.ts';
import { z } from 'zod';

export const AREAS = ['catalogue', 'marketplace', 'distributor'] as const;
export type Area = (typeof AREAS)[number];

export const MEMBERSHIP_ROLES = ['admin', 'editor', 'billing', 'viewer'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const signInInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const sessionTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  catalogue_platform_enabled: z.boolean(),
  marketplace_platform_enabled: z.boolean(),
  distributor_platform_enabled: z.boolean(),
  admin: z.boolean(),
  editor: z.boolean(),
  billing: z.boolean(),
  viewer: z.boolean(),
});
export type SessionTeam = z.infer<typeof sessionTeamSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  staff: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema,
  teams: z.array(sessionTeamSchema),
  current_team_id: z.number().int().nullable(),
  csrf_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const switchTeamInputSchema = z.object({ team_id: z.number().int().positive() });

export const passwordSchema = z.string().min(10, 'Password must be at least 10 characters');

export const acceptInvitationInputSchema = z
  .object({
    token: z.string().min(1),
    name: z.string().trim().min(1, 'Name is required'),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const invitationSchema = z.object({ email: z.string(), team_name: z.string(), name: z.string() });

export const requestPasswordResetInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
});
export const resetPasswordInputSchema = z
  .object({ token: z.string().min(1), password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Invite Team Member: ticking admin ticks the other three (marketplace spec 2.3). */
export const inviteMemberInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  admin: z.boolean().default(false),
  editor: z.boolean().default(false),
  billing: z.boolean().default(false),
  viewer: z.boolean().default(false),
});
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

export function normaliseRoles<
  T extends { admin: boolean; editor: boolean; billing: boolean; viewer: boolean },
>(r: T): T {
  return r.admin ? { ...r, editor: true, billing: true, viewer: true } : r;
}

export const apiKeysSchema = z.object({ publishable_key: z.string(), secret_key: z.string() });

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) });
