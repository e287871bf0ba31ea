import { Button } from '@mantine/core';
import type { Area } from '@partsflow/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { AREA_LABELS } from '../../features/accounts/index.ts';
import { urls } from '../../lib/urls.ts';

/** Shown when a team without the service opens one of its pages. */
export function NotEnabledPage({ area }: { area: Area }) {
  return (
    <StatusPage
      icon={<IconLock size={28} stroke={1.5} />}
      title="This service is not enabled for your team"
      description={`${AREA_LABELS[area]} is not switched on for your team. A team admin can ask Partsflow to enable it.`}
      actions={
        <Button component={Link} to={urls.dashboard()}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
