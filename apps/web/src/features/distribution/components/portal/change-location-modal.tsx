import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import type { DistributorFulfillment } from '@partsflow/contracts';
import { useState } from 'react';
import { useChangeLocation } from '../../api/portal.ts';
import { orderIdLabel } from './portal-search.tsx';
import { usePortalLocations } from './use-portal-locations.ts';

function ChangeLocationForm({
  fulfillment,
  onClose,
}: {
  fulfillment: DistributorFulfillment;
  onClose: () => void;
}) {
  const { locations } = usePortalLocations();
  const change = useChangeLocation(fulfillment.id);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const others = (locations ?? []).filter((l) => l.id !== fulfillment.distributor_location.id);

  const submit = () => {
    if (!value) return setError('Choose a new location');
    change.mutate(Number(value), {
      onSuccess: onClose,
      // Fails silently, only logged; the modal stays open (spec 8).
      onError: (err) => console.error('Change location failed', err),
    });
  };

  return (
    <Stack>
      <Select
        label="New location"
        data={others.map((l) => ({ value: String(l.id), label: `${l.name} (${l.code})` }))}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        error={error}
        withAsterisk
        withScrollArea={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={change.isPending}>
          Change Location
        </Button>
      </Group>
    </Stack>
  );
}

/** Change Location (spec 2.1): the other locations (the current one excluded), Cancel and Change Location. */
export function ChangeLocationModal({
  fulfillment,
  onClose,
}: {
  fulfillment: DistributorFulfillment | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={fulfillment !== null}
      onClose={onClose}
      title={fulfillment ? `Change Location of ${orderIdLabel(fulfillment)}` : 'Change Location'}
    >
      {fulfillment && <ChangeLocationForm key={fulfillment.id} fulfillment={fulfillment} onClose={onClose} />}
    </Modal>
  );
}
