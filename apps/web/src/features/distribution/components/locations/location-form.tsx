import type { DistributorLocation } from '@partsflow/contracts';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm, type Control, type FieldPath } from 'react-hook-form';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import {
  LOCATION_FORM_FIELDS,
  locationBody,
  locationDefaults,
  locationResolver,
  type LocationFormValues,
} from './location-form-values.ts';
import { LocalityPicker } from './locality-picker.tsx';
import { PickupHoursFields } from './pickup-hours-fields.tsx';
import type { LocationBody } from '../../api/locations.ts';

type FormControl = Control<LocationFormValues, unknown, unknown>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function RateField({
  control,
  name,
  label,
  percent,
}: {
  control: FormControl;
  name: FieldPath<LocationFormValues> & `rates.${string}`;
  label: string;
  percent?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          max={percent ? 100 : undefined}
          clampBehavior="none"
          step={percent ? 0.5 : 0.01}
          decimalScale={2}
          prefix={percent ? undefined : '$'}
          suffix={percent ? '%' : undefined}
          value={field.value as number | ''}
          onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The location settings form (spec 2.3 and 5): contact info, location and address, pickup instructions, dropship
 * handling rates and pickup availability. Saves with one POST (new) or PATCH (existing); `address` renders the
 * address picker for the location card.
 */
export function LocationForm({
  location,
  saving,
  onSave,
}: {
  location: DistributorLocation | null;
  saving: boolean;
  /** Answers the server's error when the save failed, so field errors land on their fields. */
  onSave: (body: LocationBody) => Promise<{ ok: true } | { ok: false; error: unknown }>;
}) {
  const form = useForm<LocationFormValues, unknown, unknown>({
    resolver: locationResolver as never,
    defaultValues: locationDefaults(location),
  });
  const { control, register, handleSubmit, formState, getValues, setError } = form;
  const err = formState.errors.distributor_location;

  const submit = async () => {
    const result = await onSave(locationBody(getValues(), location));
    if (!result.ok) applyServerErrors(result.error, setError, LOCATION_FORM_FIELDS as never, { root: false });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(submit)} noValidate aria-label="Location settings">
        <Stack gap="lg">
          <Section title="Contact Info">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Contact person"
                withAsterisk
                {...register('distributor_location.contact_person')}
                error={err?.contact_person?.message}
              />
              <TextInput
                label="Contact phone"
                withAsterisk
                type="tel"
                {...register('distributor_location.contact_phone')}
                error={err?.contact_phone?.message}
              />
              <TextInput
                label="Contact email"
                withAsterisk
                type="email"
                {...register('distributor_location.contact_email')}
                error={err?.contact_email?.message}
              />
              <TextInput
                label="Consignment email"
                withAsterisk
                type="email"
                {...register('distributor_location.consignment_email')}
                error={err?.consignment_email?.message}
              />
            </SimpleGrid>
          </Section>
          <Section title="Location">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Location name"
                  withAsterisk
                  {...register('distributor_location.name')}
                  error={err?.name?.message}
                />
                <TextInput
                  label="Code (ERP id)"
                  withAsterisk
                  {...register('distributor_location.code')}
                  error={err?.code?.message}
                />
              </SimpleGrid>
              <TextInput
                label="Pickup address"
                withAsterisk
                description="Street address"
                {...register('distributor_location.address1')}
                error={err?.address1?.message}
              />
              <TextInput
                label="Address line 2"
                {...register('distributor_location.address2')}
                error={err?.address2?.message}
              />
              <LocalityPicker />
            </Stack>
          </Section>
          <Section title="Pickup Instructions">
            <Textarea
              aria-label="Pickup instructions"
              autosize
              minRows={2}
              {...register('distributor_location.pickup_instructions')}
              error={err?.pickup_instructions?.message}
            />
          </Section>
          <Section title="Dropship Handling Rates">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <RateField
                control={control}
                name="rates.dropship_handling_rates.min_rate"
                label="Minimum rate"
              />
              <RateField
                control={control}
                name="rates.dropship_handling_rates.percentage_rate"
                label="Percentage"
                percent
              />
              <RateField
                control={control}
                name="rates.dropship_handling_rates.max_rate"
                label="Maximum rate"
              />
            </SimpleGrid>
          </Section>
          <Section title="Pickup Availability">
            <Text size="sm" c="dimmed" mb="sm">
              When carriers may collect from this location.
            </Text>
            <PickupHoursFields control={control} />
          </Section>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {location ? 'Save Location' : 'Add Location'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
