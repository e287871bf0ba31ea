import { Autocomplete, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { byoBookingInputSchema, manualBookingInputSchema } from '@partsflow/contracts';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { CARRIER_SUGGESTIONS } from './warehouse-format.ts';

export interface BookingDetails {
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  booked_cost: number;
  label_url?: string;
}

interface Values {
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  booked_cost: number | string;
  label_url: string;
}

/**
 * The Take Over form (carrier with the six suggestions, tracking number, tracking URL, cost at least 1.00) and,
 * with `withLabel`, the Manual Booking form (the same plus the label URL, every field required): distributor
 * spec 5.
 */
export function BookingDetailsForm({
  withLabel,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  withLabel: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (v: BookingDetails) => void;
  onCancel?: () => void;
}) {
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, BookingDetails>({
    resolver: contractResolver<Values, typeof manualBookingInputSchema>(
      withLabel ? manualBookingInputSchema : (byoBookingInputSchema as typeof manualBookingInputSchema),
    ),
    defaultValues: { carrier: '', tracking_number: '', tracking_url: '', booked_cost: '', label_url: '' },
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void handleSubmit(onSubmit)(ev)} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="carrier"
          render={({ field }) => (
            <Autocomplete
              label="Carrier"
              required
              data={[...CARRIER_SUGGESTIONS]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e.carrier?.message}
            />
          )}
        />
        {withLabel && (
          <TextInput
            label="Label URL"
            type="url"
            required
            error={e.label_url?.message}
            {...register('label_url')}
          />
        )}
        <TextInput
          label="Tracking Number"
          required
          error={e.tracking_number?.message}
          {...register('tracking_number')}
        />
        <TextInput
          label="Tracking URL"
          type="url"
          required
          error={e.tracking_url?.message}
          {...register('tracking_url')}
        />
        <Controller
          control={control}
          name="booked_cost"
          render={({ field }) => (
            <NumberInput
              label="Cost"
              required
              prefix="$"
              min={1}
              step={0.01}
              clampBehavior="none"
              decimalScale={2}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e.booked_cost?.message}
            />
          )}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
