import { Anchor, Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Delivery } from '@partsflow/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { formatCents, formatDate } from '../../../../lib/format.ts';
import { useCancelBooking } from '../../api/portal.ts';
import { DocumentsMenu } from './documents-menu.tsx';
import { PortalStatusBadge } from './portal-status.tsx';

/** The external tracking site; the booking's reference2 (the carrier's tracking number) is the path (decision 0732). */
export const TRACKING_SITE = 'https://track.partsflow.com.au/';

const range = (r: { earliest: string | null; latest: string | null }) =>
  !r.earliest
    ? '—'
    : r.latest && r.latest !== r.earliest
      ? `${formatDate(r.earliest)} – ${formatDate(r.latest)}`
      : formatDate(r.earliest);

const place = (p: Delivery['origin']) =>
  [p.contact_name, `${p.city} ${p.state} ${p.post_code}`].filter(Boolean);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Cancel Booking with its labels: 'Cancelling...', then 'Cancelled', or 'Error Cancelling' (spec 8). */
function CancelBooking({ id }: { id: number }) {
  const cancel = useCancelBooking();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const label = {
    idle: 'Cancel Booking',
    busy: 'Cancelling...',
    done: 'Cancelled',
    error: 'Error Cancelling',
  }[state];
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      disabled={state === 'busy' || state === 'done'}
      onClick={() => {
        setState('busy');
        cancel.mutate(id, {
          onSuccess: () => setState('done'),
          onError: (e) => {
            console.error('Cancel booking failed', e);
            setState('error');
          },
        });
      }}
    >
      {label}
    </Button>
  );
}

/** A booking card (distributor spec 2.1): references, places, carrier and price, items, weight, DG, dates, actions. */
export function BookingCard({
  d,
  selection,
}: {
  d: Delivery;
  selection?: { checked: boolean; disabled: boolean; onClick: (e: MouseEvent<HTMLInputElement>) => void };
}) {
  const price = d.prices.find((p) => p.selected) ?? d.prices[0];
  const items = d.items.reduce((n, i) => n + i.quantity, 0);
  const dangerous = d.items.some((i) => i.dangerous_goods);
  const refs = [d.references.reference1, d.references.reference2, d.references.reference3].filter(Boolean);
  const title = d.references.reference1 ?? d.identifier;
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Booking ${title}`}
      data-delivery={d.id}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Group gap="sm" align="center">
          {selection && (
            <Checkbox
              aria-label={`Select ${title}`}
              checked={selection.checked}
              disabled={selection.disabled}
              onChange={() => undefined}
              onClick={selection.onClick}
            />
          )}
          <Stack gap={0}>
            <Text fw={600}>{refs.join(' · ') || d.identifier}</Text>
            <Text size="xs" c="dimmed">
              {d.identifier}
            </Text>
          </Stack>
          <PortalStatusBadge status={d.status} />
          {dangerous && (
            <Badge color="red" variant="filled" size="sm">
              Dangerous Goods
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <DocumentsMenu deliveryId={d.id} />
          {d.supported_actions.includes('cancel') && <CancelBooking id={d.id} />}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        <Field label="Origin">
          {place(d.origin).map((l) => (
            <div key={l}>{l}</div>
          ))}
        </Field>
        <Field label="Destination">
          {place(d.destination).map((l) => (
            <div key={l}>{l}</div>
          ))}
        </Field>
        <Field label="Carrier">
          {price ? (
            <>
              <div>
                {price.carrier_name} {price.service_name}
              </div>
              <div>{formatCents(price.sales_gross_total_cents)}</div>
            </>
          ) : (
            (d.carrier ?? '—')
          )}
        </Field>
        <Field label="Items">
          {items} {items === 1 ? 'item' : 'items'} · {d.formatted_weight_kg} kg
        </Field>
        <Field label="Created">{formatDate(d.create_date)}</Field>
        <Field label="Pickup">{range(d.expected_pickup_dates)}</Field>
        <Field label="Delivery">{range(d.expected_delivery_dates)}</Field>
        <Field label="Tracking">
          {d.references.reference2 ? (
            <Anchor
              href={`${TRACKING_SITE}${encodeURIComponent(d.references.reference2)}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {d.references.reference2} <IconExternalLink size={12} aria-label="(opens in a new tab)" />
            </Anchor>
          ) : (
            '—'
          )}
        </Field>
      </SimpleGrid>
    </Card>
  );
}
