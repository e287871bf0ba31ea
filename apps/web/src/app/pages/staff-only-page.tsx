import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { urls } from '../../lib/urls.ts';

export function StaffOnlyPage() {
  return (
    <StatusPage
      icon={<IconShieldLock size={28} stroke={1.5} />}
      title="This page is for Partsflow staff"
      description="Administration pages are only open to platform staff."
      actions={
        <Button component={Link} to={urls.dashboard()}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
