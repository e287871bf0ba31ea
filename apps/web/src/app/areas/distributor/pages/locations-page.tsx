import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { LocationsTable } from '../../../../features/distribution/index.ts';
import { urls } from '../../../../lib/urls.ts';

export function LocationsPage() {
  return (
    <>
      <PageHeader title="Locations" description="Your warehouses, their addresses and settings." />
      <LocationsTable
        newUrl={urls.distributor.newLocation()}
        settingsUrl={urls.distributor.locationSettings}
      />
    </>
  );
}
