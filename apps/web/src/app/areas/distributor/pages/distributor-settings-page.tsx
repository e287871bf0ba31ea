import { Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  ResponsiveTabs,
  type ResponsiveTab,
} from '../../../../components/responsive-tabs/responsive-tabs.tsx';
import {
  currentTeam,
  DomainsPanel,
  MembersPanel,
  PersonalDetailsForm,
} from '../../../../features/accounts/index.ts';
import {
  AllianceMerchantsPanel,
  DistributorTeamPanel,
  FreightExchangePanel,
} from '../../../../features/distribution/index.ts';
import { useCurrentSession } from '../../../shell/session-context.tsx';

const TABS = ['team', 'user', 'domains', 'alliance-merchants', 'freight-exchange'];
const INVITE_DIALOG = 'invite';

/**
 * Distributor Settings (spec 2.3): team, user, domains, alliance merchants and the freight exchange key (decision
 * 0753), built from the account pieces
 * (members, personal details). The tab is in the hash, the invite dialog in `?dialog=invite`.
 */
export function DistributorSettingsPage() {
  const session = useCurrentSession();
  const team = currentTeam(session);
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = TABS.includes(hash.slice(1)) ? hash.slice(1) : 'team';
  const isAdmin = Boolean(team?.admin) || session.user.staff;
  const inviteOpened = new URLSearchParams(search).get('dialog') === INVITE_DIALOG;
  const setDialog = (open: boolean) =>
    navigate({ search: open ? `?dialog=${INVITE_DIALOG}` : '', hash: '#team' }, { replace: !open });

  const tabs: ResponsiveTab[] = [
    {
      value: 'team',
      label: 'Team',
      content: (
        <>
          <DistributorTeamPanel teamName={team?.name ?? ''} canEdit={isAdmin} />
          <Text fw={600} mt="xl" mb="sm">
            Members
          </Text>
          <MembersPanel
            isAdmin={isAdmin}
            inviteOpened={inviteOpened}
            onInviteOpen={() => setDialog(true)}
            onInviteClose={() => setDialog(false)}
          />
        </>
      ),
    },
    { value: 'user', label: 'User', content: <PersonalDetailsForm user={session.user} /> },
    {
      value: 'domains',
      label: 'Domains',
      content: (
        <DomainsPanel
          isAdmin={isAdmin}
          description="The domains your systems and apps call the distributor API from."
        />
      ),
    },
    { value: 'alliance-merchants', label: 'Alliance Merchants', content: <AllianceMerchantsPanel /> },
    {
      value: 'freight-exchange',
      label: 'Freight Exchange',
      content: <FreightExchangePanel canEdit={isAdmin} />,
    },
  ];

  return (
    <>
      <PageHeader title="Distributor Settings" description={team?.name} />
      <ResponsiveTabs
        label="Settings sections"
        tabs={tabs}
        value={tab}
        onChange={(value) => navigate({ hash: value }, { replace: true })}
      />
    </>
  );
}
