import { Button, Loader } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { useVehicle, VehicleForm, VehiclesAdmin } from '../../../../features/fitment/index.ts';

/** /catalogue/admin/vehicles */
export function VehiclesAdminPage() {
  return (
    <>
      <PageHeader title="Vehicles" description="The vehicle catalogue products are fitted to." />
      <VehiclesAdmin />
    </>
  );
}

/** /catalogue/admin/vehicles/new */
export function VehicleNewPage() {
  return (
    <>
      <PageHeader title="New Vehicle" description="Add a vehicle to the shared catalogue." />
      <VehicleForm vehicle={null} />
    </>
  );
}

/** /catalogue/admin/vehicles/{id}/edit */
export function VehicleEditPage() {
  const { id = '' } = useParams();
  const vehicle = useVehicle(Number(id) || null);
  return (
    <>
      <PageHeader
        title="Edit Vehicle"
        description={vehicle.data?.title ?? 'Loading the vehicle'}
        actions={
          <Button variant="default" component={Link} to={`/catalogue/admin/vehicles/${id}/external_links`}>
            Link External Vehicles
          </Button>
        }
      />
      {vehicle.data ? (
        <VehicleForm key={vehicle.data.updated_at} vehicle={vehicle.data} />
      ) : (
        <Loader aria-label="Loading the vehicle" />
      )}
    </>
  );
}
