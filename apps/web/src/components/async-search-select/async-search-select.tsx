import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lookupKeys, type LookupOption } from '../../lib/lookups.ts';

/** Options shown at once; with `maxDropdownHeight` below they fit without a scrollbar. */
const MAX_OPTIONS = 8;
const STATUS_VALUE = '__status__';

export interface AsyncSearchSelectProps<T> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> {
  /** Names the lookup in the query cache ("brands", "countries", ...). */
  kind: string;
  /** Narrows the lookup (e.g. the brand of a sub-brand search); part of the cache key. */
  scope?: string | number | null;
  fetcher: (term: string) => Promise<T[]>;
  toOption: (item: T) => LookupOption;
  value: LookupOption | null;
  onChange: (option: LookupOption | null, item: T | null) => void;
  /** Options added after the server's (e.g. "Create {title}"); chosen through onExtraOption. */
  extraOptions?: (term: string, items: T[]) => LookupOption[];
  onExtraOption?: (option: LookupOption, term: string) => void;
  /** Shown while something outside the search runs (e.g. a create). */
  busy?: boolean;
}

/**
 * A searchable select whose options come from a server lookup (`?term=`). The server filters, so Mantine's
 * own filter is switched off; the chosen option is kept in the list so its label stays visible.
 */
export function AsyncSearchSelect<T>(props: AsyncSearchSelectProps<T>) {
  const {
    kind,
    scope,
    fetcher,
    toOption,
    value,
    onChange,
    extraOptions,
    onExtraOption,
    busy,
    disabled,
    ...rest
  } = props;
  const [search, setSearch] = useState('');
  // Showing the chosen label in the box is not a search for it.
  const typed = value && search === value.label ? '' : search;
  const [term] = useDebouncedValue(typed.trim(), 250);

  const query = useQuery({
    queryKey: lookupKeys.search(kind, term, scope),
    queryFn: () => fetcher(term),
    enabled: !disabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const items = query.data ?? [];
  // A short list that needs no scrolling (the search narrows it): a scrolling listbox cannot be both reachable by
  // keyboard and hold only options (WCAG 2.1.1 against ARIA 1.2), so none scrolls.
  const options = items.slice(0, MAX_OPTIONS).map(toOption);
  const extras = extraOptions ? extraOptions(term, items) : [];
  // While nothing matches, the list holds one disabled option saying so: a listbox with no option at all is
  // refused by assistive technology (axe aria-required-children), which Mantine's own empty message would be.
  const status = query.isFetching ? 'Searching...' : 'Nothing found';
  const placeholderOption = { value: STATUS_VALUE, label: status, disabled: true };
  const extraValues = new Set(extras.map((e) => e.value));
  if (value && !options.some((o) => o.value === value.value) && !extraValues.has(value.value))
    options.unshift(value);

  return (
    <Select
      {...rest}
      disabled={disabled}
      searchable
      clearable={rest.clearable ?? true}
      data={
        options.length + extras.length === 0 && typed.trim() ? [placeholderOption] : [...options, ...extras]
      }
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      maxDropdownHeight={420}
      rightSection={query.isFetching || busy ? <Loader size={14} /> : undefined}
      onChange={(v) => {
        if (v === null) {
          onChange(null, null);
          return;
        }
        if (extraValues.has(v)) {
          const extra = extras.find((e) => e.value === v);
          if (extra) onExtraOption?.(extra, term);
          return;
        }
        const item = items.find((i) => toOption(i).value === v) ?? null;
        const option = options.find((o) => o.value === v) ?? null;
        onChange(option, item);
      }}
    />
  );
}
