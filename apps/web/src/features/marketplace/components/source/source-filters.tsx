import { NativeSelect, Stack, Text } from '@mantine/core';
import type { Store } from '@partsflow/contracts';
import type { SourceFacets, SourceQuery } from '../../api/source.ts';
import type { useSourceQuery } from '../../hooks/use-source-query.ts';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import classes from './source.module.css';

// The vehicle filter (its selects, plate search and their schemas) loads just after the list: the search page's
// first screen stays within its budget (issue 18).
const VehicleFitmentFilter = lazyNamed(() => import('./vehicle-fitment-filter.tsx'), 'VehicleFitmentFilter');

const LISTING_FILTER_OPTIONS = [
  { value: 'all', label: 'All Listings' },
  { value: 'non_imported', label: 'Non-Imported' },
  { value: 'imported', label: 'Imported' },
];
const LISTING_TYPE_OPTIONS = [
  { value: 'all', label: 'All Listing Types' },
  { value: 'dropship', label: 'Dropship Only' },
  { value: 'data_only', label: 'Data Only' },
  { value: 'catalogued', label: 'My Catalogued Listings' },
  { value: 'hidden', label: 'My Hidden Listings' },
  { value: 'invalid', label: 'My Invalid Listings' },
];

function FacetGroup({
  title,
  values,
  chosen,
  onChange,
}: {
  title: string;
  values: SourceFacets['brand'];
  chosen: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <fieldset className={classes.facet}>
      <legend>{title}</legend>
      {values.length === 0 && (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
      {values.map((f) => (
        <label key={f.value} className={classes.checkLabel}>
          <input
            type="checkbox"
            className={classes.check}
            checked={chosen.includes(f.value)}
            onChange={(e) =>
              onChange(e.currentTarget.checked ? [...chosen, f.value] : chosen.filter((v) => v !== f.value))
            }
          />
          {f.label} ({f.count})
        </label>
      ))}
    </fieldset>
  );
}

/** The sidebar: store, listing and listing type filters, the vehicle, then the brand and product type facets with counts. */
export function SourceFilters({
  query,
  controls,
  facets,
  stores,
}: {
  query: SourceQuery;
  controls: ReturnType<typeof useSourceQuery>;
  facets: SourceFacets | undefined;
  stores: Store[];
}) {
  return (
    <Stack gap="md" component="section" aria-label="Filters" mt="sm">
      <NativeSelect
        label="Store"
        data={[
          { value: '', label: 'All Stores' },
          ...stores.map((s) => ({ value: String(s.id), label: s.name })),
        ]}
        value={query.store_id ? String(query.store_id) : ''}
        onChange={(e) => controls.setStore(e.currentTarget.value || null)}
      />
      <NativeSelect
        label="Listing"
        data={LISTING_FILTER_OPTIONS}
        value={query.listing_filter ?? 'all'}
        onChange={(e) => controls.setListingFilter(e.currentTarget.value)}
      />
      <NativeSelect
        label="Listing type"
        data={LISTING_TYPE_OPTIONS}
        value={query.listing_type ?? 'all'}
        onChange={(e) => controls.setListingType(e.currentTarget.value)}
      />
      <LazyBoundary height={190} label="the vehicle filter">
        <VehicleFitmentFilter query={query} controls={controls} />
      </LazyBoundary>
      <FacetGroup
        title="Brand"
        values={facets?.brand ?? []}
        chosen={(query.brand_ids ?? []).map(String)}
        onChange={controls.setBrands}
      />
      <FacetGroup
        title="Product type"
        values={facets?.product_type ?? []}
        chosen={query.product_types ?? []}
        onChange={controls.setTypes}
      />
    </Stack>
  );
}
