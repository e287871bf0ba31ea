import type { Locality } from '@partsflow/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { searchLocalities } from '../../api/geo.ts';
import type { LocationFormValues } from './location-form-values.ts';
import { LocationMap } from './location-map.tsx';

const label = (l: { locality: string; state: string; postcode: string }) =>
  `${l.locality} ${l.state} ${l.postcode}`;

/**
 * Suburb, state and postcode from the bundled gazetteer (platform geo): picking a locality fills the three and the
 * location's coordinates, and the map preview shows where it is.
 */
export function LocalityPicker() {
  const { control, setValue, formState } = useFormContext<LocationFormValues>();
  const [city, state, postcode, latitude, longitude] = useWatch({
    control,
    name: [
      'distributor_location.city',
      'distributor_location.state',
      'distributor_location.postcode',
      'distributor_location.latitude',
      'distributor_location.longitude',
    ],
  });
  const chosen =
    city && state && postcode
      ? {
          value: label({ locality: city, state, postcode }),
          label: label({ locality: city, state, postcode }),
        }
      : null;
  const err = formState.errors.distributor_location;
  const error = err?.city?.message ?? err?.state?.message ?? err?.postcode?.message;

  const pick = (l: Locality | null) => {
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('distributor_location.city', l?.locality ?? '', opts);
    setValue('distributor_location.state', l?.state ?? '', opts);
    setValue('distributor_location.postcode', l?.postcode ?? '', opts);
    setValue('distributor_location.latitude', l?.latitude ?? '', opts);
    setValue('distributor_location.longitude', l?.longitude ?? '', opts);
  };

  return (
    <Stack gap="sm">
      <AsyncSearchSelect<Locality>
        kind="localities"
        label="Suburb"
        description="Type a suburb or postcode"
        withAsterisk
        placeholder="e.g. Eagle Farm or 4009"
        fetcher={searchLocalities}
        toOption={(l) => ({ value: label(l), label: label(l) })}
        value={chosen}
        onChange={(_, item) => pick(item)}
        error={error}
      />
      <SimpleGrid cols={{ base: 2 }}>
        <TextInput label="State" value={state} readOnly />
        <TextInput label="Postcode" value={postcode} readOnly />
      </SimpleGrid>
      <LocationMap
        latitude={latitude === '' ? null : Number(latitude)}
        longitude={longitude === '' ? null : Number(longitude)}
        label={chosen?.label ?? ''}
      />
    </Stack>
  );
}
