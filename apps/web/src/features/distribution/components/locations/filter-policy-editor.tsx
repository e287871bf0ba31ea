import {
  LOCATION_TOASTS as T,
  resolveFilterRule,
  type DistributorLocation,
  type FilterPolicy,
} from '@partsflow/contracts';
import { Badge, Button, Divider, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { freightCatalogQuery, useSaveFilterPolicy } from '../../api/locations.ts';
import { Section } from './location-form.tsx';

type Choice = 'allow' | 'block' | 'inherit';
const CHOICES = [
  { value: 'allow', label: 'Allow' },
  { value: 'block', label: 'Block' },
  { value: 'inherit', label: 'Inherit' },
];

function RuleControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Choice;
  onChange: (v: Choice) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      data={CHOICES}
      value={value}
      onChange={(v) => onChange(v as Choice)}
    />
  );
}

/**
 * Carrier filters (spec 4 and 7.3): the policy over the freight catalogue; Allow, Block or Inherit per carrier and
 * service, a service override winning over its carrier's, then the base. Saved with `PATCH .../{id}.json`.
 */
export function FilterPolicyEditor({ location }: { location: DistributorLocation }) {
  const catalog = useQuery(freightCatalogQuery(location.id));
  const save = useSaveFilterPolicy(location.distributor_id, location.id);
  const [policy, setPolicy] = useState<FilterPolicy>(
    location.shipping_settings.freight_exchange.filter_policy,
  );

  const set = (kind: 'carriers' | 'services', id: number, v: Choice) =>
    setPolicy((p) => ({ ...p, [kind]: { ...p[kind], [String(id)]: v } }));
  const get = (kind: 'carriers' | 'services', id: number): Choice => p(policy[kind][String(id)]);
  const p = (v: string | undefined): Choice => (v === 'allow' || v === 'block' ? v : 'inherit');

  return (
    <Section title="Carrier Filters">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={500} id="filter-base">
            By default
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="filter-base"
            data={CHOICES.slice(0, 2)}
            value={policy.base}
            onChange={(v) => setPolicy((x) => ({ ...x, base: v as 'allow' | 'block' }))}
          />
        </Group>
        {catalog.isPending ? (
          <Skeleton height={200} />
        ) : catalog.isError ? (
          <Text c="red.8">The carrier catalogue could not be loaded.</Text>
        ) : (
          catalog.data.carriers.map((c) => (
            <Stack key={c.id} gap={6}>
              <Divider />
              <Group justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Text fw={600}>{c.name}</Text>
                  <Badge variant="light" color={c.byo ? 'teal' : 'gray'}>
                    {c.byo ? 'BYO Rates' : 'Brokered Rates'}
                  </Badge>
                </Group>
                <RuleControl
                  label={`${c.name} rule`}
                  value={get('carriers', c.id)}
                  onChange={(v) => set('carriers', c.id, v)}
                />
              </Group>
              {c.services.map((s) => {
                const effective = resolveFilterRule(policy, c.id, s.id);
                return (
                  <Group key={s.id} justify="space-between" wrap="wrap" pl="md">
                    <Group gap="xs">
                      <Text size="sm">{s.name}</Text>
                      <Badge size="sm" variant="light" color={effective === 'allow' ? 'teal' : 'red'}>
                        {effective === 'allow' ? 'Allowed' : 'Blocked'}
                      </Badge>
                    </Group>
                    <RuleControl
                      label={`${c.name} ${s.name} rule`}
                      value={get('services', s.id)}
                      onChange={(v) => set('services', s.id, v)}
                    />
                  </Group>
                );
              })}
            </Stack>
          ))
        )}
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              void mutateWithToast(save.mutateAsync(policy), {
                success: T.filtersSaved,
                error: T.filtersError,
              })
            }
          >
            Save Filters
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
