import { HALF_HOURS, type PickupDay } from '@partsflow/contracts';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { LocationFormValues } from './location-form-values.ts';

const DAY_LABEL: Record<PickupDay['day'], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
const TIMES = HALF_HOURS.map((t) => ({ value: t, label: t }));

/** Pickup availability: the seven days, each open or closed, from and to in 30-minute steps. */
export function PickupHoursFields({ control }: { control: Control<LocationFormValues, unknown, unknown> }) {
  const days = useWatch({ control, name: 'pickup_hours' });
  return (
    <Stack gap="xs">
      {days.map((d, i) => (
        <Group key={d.day} gap="sm" wrap="wrap" align="flex-start">
          <Text w={96} pt={6} fw={500} size="sm" id={`pickup-day-${d.day}`}>
            {DAY_LABEL[d.day]}
          </Text>
          <Controller
            control={control}
            name={`pickup_hours.${i}.closed`}
            render={({ field }) => (
              <Switch
                pt={6}
                w={90}
                label={field.value ? 'Closed' : 'Open'}
                aria-label={`${DAY_LABEL[d.day]} open`}
                checked={!field.value}
                onChange={(e) => field.onChange(!e.currentTarget.checked)}
              />
            )}
          />
          {!d.closed && (
            <Group gap="xs" wrap="nowrap">
              {(['from', 'to'] as const).map((end) => (
                <Controller
                  key={end}
                  control={control}
                  name={`pickup_hours.${i}.${end}`}
                  render={({ field, fieldState }) => (
                    <Select
                      w={110}
                      aria-label={`${DAY_LABEL[d.day]} ${end === 'from' ? 'opens' : 'closes'}`}
                      data={TIMES}
                      value={field.value}
                      onChange={(v) => v && field.onChange(v)}
                      allowDeselect={false}
                      searchable
                      error={fieldState.error?.message}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
              ))}
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
