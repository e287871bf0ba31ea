import { lazyNamed } from '../../lib/lazy-named.ts';

/** The accounts feature: sessions, sign-in and recovery, invitations, team members and API keys. */
export {
  currentTeam,
  sessionQuery,
  useSession,
  useSignOut,
  useSwitchTeam,
  useSignIn,
} from './api/session.ts';
export { useInvitation } from './api/invitations.ts';
export { useDevMailbox } from './api/dev-mailbox.ts';
export { AREA_LABELS, canOpenArea, enabledAreas, teamAreas } from './utils/areas.ts';
export { SignInForm } from './components/sign-in-form.tsx';
export { ForgotPasswordForm, RESET_REQUESTED_MESSAGE } from './components/forgot-password-form.tsx';
export { ResetPasswordForm } from './components/reset-password-form.tsx';
export { AcceptInvitationForm } from './components/accept-invitation-form.tsx';
export { ServicesBanner } from './components/services-banner.tsx';
/**
 * The team switcher, for people in several teams (check `session.teams.length > 1` before showing it). Loaded when
 * first shown, inside a Suspense boundary: most people are in one team, and the select is not small.
 */
export const TeamSwitcher = lazyNamed(() => import('./components/team-switcher.tsx'), 'TeamSwitcher');
export { MembersPanel } from './components/members-panel.tsx';
export { ApiKeysPanel } from './components/api-keys-panel.tsx';
export { PersonalDetailsForm } from './components/personal-details-form.tsx';
export { DevMailboxMessages } from './components/dev-mailbox-messages.tsx';
export { SignUpForm } from './components/sign-up-form.tsx';
export { CompanyPanel } from './components/company-panel.tsx';
export { DomainsPanel } from './components/domains-panel.tsx';
export { AlliancePanel } from './components/alliance-panel.tsx';
export { OnboardingSteps } from './components/onboarding-steps.tsx';
