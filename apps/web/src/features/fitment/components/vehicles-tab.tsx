import {
  FITMENT_MESSAGES,
  formatYearRange,
  yearRangeErrors,
  type Product,
  type VehicleApplication,
  type VehicleApplicationsReply,
} from '@partsflow/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { serverMessages } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useRefreshErrorToast } from '../../../lib/use-refresh-error-toast.ts';
import { applicationsQuery, fitmentPaths, useApplicationMutation, useLookup } from '../api/fitment-api.ts';
import { LIST_SELECT } from '../../../lib/select-list.ts';
import { VehiclePicker } from './vehicle-picker.tsx';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';

const T = FITMENT_MESSAGES.toasts;
const E = FITMENT_MESSAGES.errors;

type Reply = VehicleApplicationsReply;
const send = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
  api<Reply>(path, { method, body });

/** The product editor's Vehicles tab (spec catalogue-pim, Vehicles section). */
export function VehiclesTab({ product }: { product: Product }) {
  const list = useQuery(applicationsQuery(product.id));
  useRefreshErrorToast(list, 'Could not refresh vehicle applications data');
  const [picking, setPicking] = useState(false);
  const add = useApplicationMutation(product.id, (vehicles: number[]) =>
    send(fitmentPaths.application(), 'POST', { product_id: product.id, vehicles }),
  );
  const apps = list.data?.vehicle_applications ?? [];
  const own = apps.filter((a) => a.direct);
  const inherited = apps.filter((a) => !a.direct);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Vehicle Applications
        </Title>
        <Button onClick={() => setPicking(true)}>Select Vehicles</Button>
      </Group>
      {!!list.data?.lint.length && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          title="Fitment check"
          // The light variant's yellow title is below 4.5:1 on its background: the title takes the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <List size="sm">
            {list.data.lint.map((l) => (
              <List.Item key={`${l.kind}:${l.vehicle_id}:${l.vehicle_application_ids.join('-')}`}>
                {l.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {list.isSuccess && apps.length === 0 && (
        <Text c="dimmed">This product has no vehicle applications yet.</Text>
      )}
      {own.map((a) => (
        <ApplicationCard key={a.id} app={a} productId={product.id} />
      ))}
      {inherited.length > 0 && (
        <Title order={3} size="h5">
          Inherited from assemblies
        </Title>
      )}
      {inherited.map((a) => (
        <ApplicationCard key={`i${a.id}`} app={a} productId={product.id} />
      ))}
      <VehiclePicker
        opened={picking}
        onClose={() => setPicking(false)}
        productId={product.id}
        adding={add.isPending}
        onAdd={async (ids) =>
          (
            await mutateWithToast(add.mutateAsync(ids), {
              success: T.applicationAdded,
              error: E.addApplication,
            })
          ).ok
        }
      />
    </Stack>
  );
}

function ApplicationCard({ app, productId }: { app: VehicleApplication; productId: number }) {
  const [editing, setEditing] = useState<null | 'notes' | 'years' | 'attribute' | 'remove'>(null);
  const close = () => setEditing(null);
  const removeVehicle = useApplicationMutation(productId, (vehicleId: number) =>
    send(fitmentPaths.removeVehicles(), 'DELETE', { product_id: productId, vehicle_ids: [vehicleId] }),
  );
  const removeAttr = useApplicationMutation(productId, (id: number) =>
    send(fitmentPaths.attributes(id), 'DELETE'),
  );
  const copy = useApplicationMutation(productId, () =>
    send(fitmentPaths.copyFrom(app.product_id), 'POST', {
      product_id: productId,
      vehicle_application_ids: [app.id],
    }),
  );
  const years = formatYearRange(app);
  return (
    <Card withBorder padding="md" aria-label={`Application ${app.title}`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{app.title}</Text>
            {app.direct ? (
              <Badge variant="light">Direct</Badge>
            ) : (
              <Badge variant="light" color="grape">
                Inherited from{' '}
                <Anchor component={Link} to={app.product_url} size="xs">
                  {app.product_sku}
                </Anchor>
              </Badge>
            )}
          </Group>
          {app.direct ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing('notes')}>
                Edit
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing('years')}>
                Year Range
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing('attribute')}>
                Add Attribute
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setEditing('remove')}>
                Remove
              </Button>
            </Group>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              loading={copy.isPending}
              onClick={() =>
                mutateWithToast(copy.mutateAsync(undefined), {
                  success: T.applicationsCopied,
                  error: E.copyApplications,
                })
              }
            >
              Copy to this product
            </Button>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Year range: {years || 'All years of the vehicles'}</Text>
          {app.fitment_notes && <Text size="sm">Notes: {app.fitment_notes}</Text>}
        </Group>
        {app.attributes.length > 0 && (
          <Group gap="xs" aria-label="Attributes">
            {app.attributes.map((a) => (
              <Badge
                key={a.id}
                variant="outline"
                rightSection={
                  app.direct ? (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove attribute ${a.title}`}
                      onClick={() =>
                        mutateWithToast(removeAttr.mutateAsync(a.id), {
                          success: T.attributeRemoved,
                          error: E.removeAttribute,
                        })
                      }
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  ) : undefined
                }
              >
                {a.title}: {a.value}
              </Badge>
            ))}
          </Group>
        )}
        <ScrollRegion label={`Vehicles of ${app.title}`}>
          <Table striped miw={560} aria-label={`Vehicles of ${app.title}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Years</Table.Th>
                <Table.Th>Body</Table.Th>
                <Table.Th>Engine</Table.Th>
                <Table.Th>Transmission</Table.Th>
                {app.direct && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {app.vehicles.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>{[v.make, v.model, v.series, v.variant].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{v.year_range}</Table.Td>
                  <Table.Td>{v.body}</Table.Td>
                  <Table.Td>
                    {[v.engine, v.engine_capacity ? `${v.engine_capacity} L` : null]
                      .filter(Boolean)
                      .join(' ')}
                  </Table.Td>
                  <Table.Td>{v.transmission}</Table.Td>
                  {app.direct && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove vehicle ${v.title}`}
                        onClick={() =>
                          mutateWithToast(removeVehicle.mutateAsync(v.id), {
                            success: T.vehicleRemoved,
                            error: E.removeVehicle,
                          })
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
      <Modal opened={editing === 'notes'} onClose={close} title="Edit Vehicle Application">
        {editing === 'notes' && <NotesForm app={app} productId={productId} onDone={close} />}
      </Modal>
      <Modal opened={editing === 'years'} onClose={close} title="Year Range">
        {editing === 'years' && <YearRangeForm app={app} productId={productId} onDone={close} />}
      </Modal>
      <Modal opened={editing === 'attribute'} onClose={close} title="Add Attribute">
        {editing === 'attribute' && <AttributeForm app={app} productId={productId} onDone={close} />}
      </Modal>
      <Modal opened={editing === 'remove'} onClose={close} title="Remove Vehicle Application">
        {editing === 'remove' && <RemoveConfirm app={app} productId={productId} onDone={close} />}
      </Modal>
    </Card>
  );
}

interface FormProps {
  app: VehicleApplication;
  productId: number;
  onDone: () => void;
}

function NotesForm({ app, productId, onDone }: FormProps) {
  const [notes, setNotes] = useState(app.fitment_notes ?? '');
  const save = useApplicationMutation(productId, () =>
    send(fitmentPaths.application(app.id), 'PATCH', { product_id: productId, fitment_notes: notes }),
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await mutateWithToast(save.mutateAsync(undefined), {
          success: T.applicationUpdated,
          error: E.updateApplication,
        });
        if (r.ok) onDone();
      }}
    >
      <Stack>
        <Textarea
          label="Fitment notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const numberOrNull = (v: string | number) => (v === '' ? null : Number(v));

function YearRangeForm({ app, productId, onDone }: FormProps) {
  const [values, setValues] = useState({
    year_from: app.year_from ?? ('' as number | ''),
    month_from: app.month_from ?? ('' as number | ''),
    year_to: app.year_to ?? ('' as number | ''),
    month_to: app.month_to ?? ('' as number | ''),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const payload = {
    year_from: numberOrNull(values.year_from),
    month_from: numberOrNull(values.month_from),
    year_to: numberOrNull(values.year_to),
    month_to: numberOrNull(values.month_to),
  };
  const cleared = Object.values(payload).every((v) => v === null);
  const save = useApplicationMutation(productId, () =>
    send(fitmentPaths.yearRange(app.id), 'PATCH', { product_id: productId, ...payload }),
  );
  const { min, max } = app.year_bounds;
  const field = (key: keyof typeof values, label: string, bounds: { min: number; max?: number }) => (
    <NumberInput
      label={label}
      min={bounds.min}
      max={bounds.max}
      allowDecimal={false}
      // Out-of-range years are not corrected silently: the form says why (spec section 5).
      clampBehavior="none"
      value={values[key]}
      onChange={(v) => setValues((s) => ({ ...s, [key]: v === '' ? '' : Number(v) }))}
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const local = yearRangeErrors(payload, app.year_bounds);
        setErrors(local);
        if (local.length) return;
        const r = await mutateWithToast(save.mutateAsync(undefined), {
          success: cleared ? T.yearRangeCleared : T.yearRangeUpdated,
          error: (err) => {
            const messages = serverMessages(err);
            return messages.length
              ? `${E.yearRangeValidation} ${messages.join(', ')}`
              : cleared
                ? E.clearYearRange
                : E.updateYearRange;
          },
        });
        if (r.ok) onDone();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {`Years ${min} to ${max ?? 'ongoing'} (the linked vehicles' years). Leave a field empty for no limit.`}
        </Text>
        <Group grow>
          {field('year_from', 'Year from', { min, max: max ?? undefined })}
          {field('month_from', 'Month from', { min: 1, max: 12 })}
        </Group>
        <Group grow>
          {field('year_to', 'Year to', { min, max: max ?? undefined })}
          {field('month_to', 'Month to', { min: 1, max: 12 })}
        </Group>
        {errors.length > 0 && (
          <Alert color="red" role="alert">
            {`${E.yearRangeValidation} ${errors.join(', ')}`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Year Range
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AttributeForm({ app, productId, onDone }: FormProps) {
  const titles = useLookup('attribute_titles');
  const [titleId, setTitleId] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const save = useApplicationMutation(productId, () =>
    send(fitmentPaths.attributes(), 'POST', {
      product_id: productId,
      vehicle_application_id: app.id,
      vehicle_attribute_title_id: titleId ?? '',
      attribute_value: value,
    }),
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await mutateWithToast(save.mutateAsync(undefined), {
          success: T.attributeAdded,
          error: E.addAttribute,
        });
        if (r.ok) onDone();
      }}
    >
      <Stack>
        <Select
          {...LIST_SELECT}
          label="Attribute"
          required
          data={(titles.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={titleId}
          onChange={setTitleId}
        />
        <TextInput label="Value" required value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!titleId || !value.trim()}>
            Add Attribute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RemoveConfirm({ app, productId, onDone }: FormProps) {
  const remove = useApplicationMutation(productId, () => send(fitmentPaths.application(app.id), 'DELETE'));
  return (
    <Stack>
      <Text>{E.confirmRemove}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={async () => {
            const r = await mutateWithToast(remove.mutateAsync(undefined), {
              success: T.vehicleRemoved,
              error: E.removeApplication,
            });
            if (r.ok) onDone();
          }}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
