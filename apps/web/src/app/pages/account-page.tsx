import { Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ResponsiveTabs, type ResponsiveTab } from '../../components/responsive-tabs/responsive-tabs.tsx';
import { ACCOUNT_MESSAGES } from '@partsflow/contracts';
import {
  AlliancePanel,
  ApiKeysPanel,
  CompanyPanel,
  currentTeam,
  DomainsPanel,
  MembersPanel,
  OnboardingSteps,
  PersonalDetailsForm,
  ServicesBanner,
} from '../../features/accounts/index.ts';
import { useCurrentSession } from '../shell/session-context.tsx';

const TAB_VALUES = ['details', 'team', 'notifications', 'api-keys', 'domains', 'company', 'tecalliance'];
const INVITE_DIALOG = 'invite';

function AvailableSoon() {
  return <Text c="dimmed">{ACCOUNT_MESSAGES.availableSoon}</Text>;
}

/**
 * Account settings (marketplace spec 2.3): seven tabs, the tab in the URL hash and the invite dialog in
 * `?dialog=invite`, so both survive a reload and can be shared.
 */
export function AccountPage() {
  const session = useCurrentSession();
  const team = currentTeam(session);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = TAB_VALUES.includes(hash.slice(1)) ? hash.slice(1) : 'details';
  const inviteOpened = new URLSearchParams(search).get('dialog') === INVITE_DIALOG;
  const isAdmin = Boolean(team?.admin) || session.user.staff;

  const setDialog = (open: boolean) =>
    navigate({ search: open ? `?dialog=${INVITE_DIALOG}` : '', hash: '#team' }, { replace: !open });

  const tabs: ResponsiveTab[] = [
    { value: 'details', label: 'Personal details', content: <PersonalDetailsForm user={session.user} /> },
    {
      value: 'team',
      label: 'Team members',
      content: (
        <MembersPanel
          isAdmin={isAdmin}
          inviteOpened={inviteOpened}
          onInviteOpen={() => setDialog(true)}
          onInviteClose={() => setDialog(false)}
        />
      ),
    },
    { value: 'notifications', label: 'Notifications', content: <AvailableSoon /> },
    { value: 'api-keys', label: 'API keys', content: <ApiKeysPanel isAdmin={isAdmin} /> },
    { value: 'domains', label: 'Domains', content: <DomainsPanel isAdmin={isAdmin} /> },
    { value: 'company', label: 'Company', content: <CompanyPanel isAdmin={isAdmin} /> },
    { value: 'tecalliance', label: 'TecAlliance', content: <AlliancePanel isAdmin={isAdmin} /> },
  ];

  return (
    <>
      <PageHeader title="Account" description={team ? `${session.user.email} · ${team.name}` : undefined} />
      <Stack gap="lg">
        <ServicesBanner team={team} />
        {team?.marketplace_platform_enabled && <OnboardingSteps />}
        <ResponsiveTabs
          label="Account sections"
          tabs={tabs}
          value={tab}
          onChange={(value) => navigate({ hash: value }, { replace: true })}
        />
      </Stack>
    </>
  );
}
