import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { urls } from '../../lib/urls.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      icon={<IconMapQuestion size={28} stroke={1.5} />}
      title="Page not found"
      description={`There is nothing at ${pathname}. Check the address, or carry on from the dashboard.`}
      actions={
        <Button component={Link} to={urls.dashboard()}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
