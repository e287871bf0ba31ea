import { Anchor } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { LocationSettings } from '../../../../features/distribution/index.ts';
import { urls } from '../../../../lib/urls.ts';

/** `/distributor/locations/new` and `/distributor/locations/{id}/settings`: the location settings card. */
export function LocationSettingsPage() {
  const { locationId } = useParams();
  const navigate = useNavigate();
  const id = locationId ? Number(locationId) : null;
  return (
    <>
      <Anchor component={Link} to={urls.distributor.locations()} size="sm">
        ← Locations
      </Anchor>
      <PageHeader title={id === null ? 'Add Location' : 'Location Settings'} />
      <LocationSettings
        locationId={id}
        onCreated={(loc) => void navigate(urls.distributor.locationSettings(loc.id), { replace: true })}
      />
    </>
  );
}
