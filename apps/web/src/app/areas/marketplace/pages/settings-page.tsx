import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { MarketplaceSettings } from '../../../../features/marketplace/index.ts';
import { useCurrentSession } from '../../../shell/session-context.tsx';

/** /marketplace/settings: the marketplace settings cards (marketplace spec 2.9); admins change them. */
export function SettingsPage() {
  const session = useCurrentSession();
  const team = session.teams.find((t) => t.id === session.current_team_id) ?? session.teams[0];
  return (
    <>
      <PageHeader
        title="Settings"
        description="How publishing, stock, pricing and orders work for your stores. Changes save as you make them."
      />
      {team && <MarketplaceSettings teamId={team.id} canEdit={team.admin || session.user.staff} />}
    </>
  );
}
