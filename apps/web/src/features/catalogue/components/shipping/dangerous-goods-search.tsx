import type { DangerousGoodsDefinition } from '@partsflow/contracts';
import { DANGEROUS_GOODS_SEARCH_MIN_LENGTH } from '@partsflow/contracts';
import { Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { searchDangerousGoods } from '../../api/shipping.ts';
import { useSingleFlightSearch } from '../../hooks/use-single-flight-search.ts';

const describe = (d: DangerousGoodsDefinition) =>
  `${d.un_number} · Class ${d.hazard_identifier} · ${d.proper_shipping_name}`;

/** Definitions search: from 3 characters, one request at a time, an empty box clears the results. */
export function DangerousGoodsSearch({
  selected,
  onSelect,
  error,
}: {
  selected: DangerousGoodsDefinition | null;
  onSelect: (d: DangerousGoodsDefinition) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const { hits, loading, searchedTerm, search } = useSingleFlightSearch(searchDangerousGoods, {
    minLength: DANGEROUS_GOODS_SEARCH_MIN_LENGTH,
  });
  const options = selected && !hits.some((h) => h.id === selected.id) ? [selected, ...hits] : hits;

  return (
    <Stack gap="xs">
      <TextInput
        label="Search dangerous goods definitions"
        placeholder="UN number or shipping name (3+ characters)"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={loading ? <Loader size={14} /> : undefined}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
        error={error}
      />
      {text.trim().length >= DANGEROUS_GOODS_SEARCH_MIN_LENGTH &&
        !loading &&
        searchedTerm &&
        hits.length === 0 && (
          <Text size="sm" c="dimmed">
            No definitions found.
          </Text>
        )}
      {options.length > 0 && (
        <ScrollArea.Autosize mah={220} type="auto">
          <Radio.Group
            value={selected ? String(selected.id) : null}
            onChange={(v) => {
              const d = options.find((o) => String(o.id) === v);
              if (d) onSelect(d);
            }}
            aria-label="Dangerous goods definitions"
          >
            <Stack gap={6}>
              {options.map((d) => (
                <Radio key={d.id} value={String(d.id)} label={describe(d)} />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
