import { LOCATION_TOASTS as T, type DistributorLocation } from '@partsflow/contracts';
import { Stack, Switch } from '@mantine/core';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useUpdateLocation } from '../../api/locations.ts';
import { Section } from './location-form.tsx';

/** Fulfillment settings (spec 7.3): active, accept components and PO boxes, each saved at once with its toast. */
export function FulfilmentToggles({ location }: { location: DistributorLocation }) {
  const update = useUpdateLocation(location.distributor_id, location.id);
  const pending = (key: string) =>
    update.isPending && update.variables?.distributor_location?.[key] !== undefined;
  const toggle = (
    key: 'active' | 'accept_po_box_addresses' | 'shipping_settings',
    value: unknown,
    texts: { on: string; off: string; error: string },
    on: boolean,
  ) =>
    mutateWithToast(update.mutateAsync({ distributor_location: { [key]: value } }), {
      success: on ? texts.on : texts.off,
      error: texts.error,
    });

  return (
    <Section title="Fulfillment Settings">
      <Stack gap="sm">
        <Switch
          label="Active"
          description="Receives fulfillment requests and shows its stock."
          checked={location.active}
          disabled={pending('active')}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void toggle('active', on, { on: T.active, off: T.inactive, error: T.updateError }, on);
          }}
        />
        <Switch
          label="Accept component products"
          checked={location.shipping_settings.accept_components}
          disabled={pending('shipping_settings')}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void toggle(
              'shipping_settings',
              { accept_components: on },
              { on: T.componentsOn, off: T.componentsOff, error: T.componentsError },
              on,
            );
          }}
        />
        <Switch
          label="Accept PO Box addresses"
          checked={location.accept_po_box_addresses}
          disabled={pending('accept_po_box_addresses')}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            void toggle(
              'accept_po_box_addresses',
              on,
              { on: T.poBoxOn, off: T.poBoxOff, error: T.poBoxError },
              on,
            );
          }}
        />
      </Stack>
    </Section>
  );
}
