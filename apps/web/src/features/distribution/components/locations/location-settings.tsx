import { LOCATION_TOASTS as T, type DistributorLocation } from '@partsflow/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import {
  distributorQuery,
  locationQuery,
  useCreateLocation,
  useUpdateLocation,
  type LocationBody,
} from '../../api/locations.ts';
import { FilterPolicyEditor } from './filter-policy-editor.tsx';
import { FulfilmentToggles } from './fulfilment-toggles.tsx';
import { LocationForm } from './location-form.tsx';

function Editor({
  distributorId,
  freightExchange,
  location,
  onCreated,
}: {
  distributorId: number;
  /** The distributor has a freight exchange key: carrier filters are shown only then (spec 6). */
  freightExchange: boolean;
  location: DistributorLocation | null;
  onCreated: (loc: DistributorLocation) => void;
}) {
  const create = useCreateLocation(distributorId);
  const update = useUpdateLocation(distributorId, location?.id ?? 0);
  const save = async (body: LocationBody) => {
    if (!location) {
      const res = await mutateWithToast(create.mutateAsync(body), {
        success: T.created,
        error: T.createError,
      });
      if (res.ok) onCreated(res.data);
      return res;
    }
    return mutateWithToast(update.mutateAsync(body), { success: T.updated, error: T.updateError });
  };
  return (
    <Stack gap="lg">
      {/* Remounted after each save, so the form starts from what the server stored. */}
      <LocationForm
        key={location?.updated_at ?? 'new'}
        location={location}
        saving={create.isPending || update.isPending}
        onSave={save}
      />
      {location && <FulfilmentToggles location={location} />}
      {location && freightExchange && <FilterPolicyEditor location={location} />}
      {location && !freightExchange && (
        <Text size="sm" c="dimmed">
          Carrier filters need a freight exchange key.
        </Text>
      )}
    </Stack>
  );
}

/** The location settings card (spec 2.3): a new location when `locationId` is null. */
export function LocationSettings({
  locationId,
  onCreated,
}: {
  locationId: number | null;
  onCreated: (loc: DistributorLocation) => void;
}) {
  const distributor = useQuery(distributorQuery());
  const location = useQuery({
    ...locationQuery(distributor.data?.id ?? 0, locationId ?? 0),
    enabled: Boolean(distributor.data) && locationId !== null,
  });
  if (distributor.isError || location.isError)
    return <Text c="red.8">This location could not be loaded.</Text>;
  if (!distributor.data || (locationId !== null && !location.data)) return <Skeleton height={480} />;
  return (
    <Editor
      distributorId={distributor.data.id}
      freightExchange={distributor.data.has_freight_exchange_key}
      location={location.data ?? null}
      onCreated={onCreated}
    />
  );
}
