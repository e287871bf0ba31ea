import { Badge, Button, Card, Group, Modal, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  WAREHOUSE_PACKAGE_MESSAGES,
  WAREHOUSE_TOASTS,
  type WarehousePackage,
  type WarehouseUnit,
} from '@partsflow/contracts';
import { useState } from 'react';
import { describeError } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  useCreatePackage,
  useDeletePackage,
  useProductPackages,
  useUpdateFromPackage,
  useUpdatePackage,
} from '../api/packages.ts';

type Field = 'length' | 'width' | 'height' | 'weight';
type Values = Record<Field, number | string>;
const FIELDS: { field: Field; label: string; min: number; max: number }[] = [
  { field: 'length', label: 'Length (cm)', min: 0.1, max: 999 },
  { field: 'width', label: 'Width (cm)', min: 0.1, max: 999 },
  { field: 'height', label: 'Height (cm)', min: 0.1, max: 999 },
  { field: 'weight', label: 'Weight (kg)', min: 0.001, max: 999.9 },
];

const measured = (p: WarehousePackage) =>
  !!(p.length && p.width && p.height && p.weight) && p.dimensions_unit === 'cm' && p.weight_unit === 'kg';
const describe = (p: WarehousePackage) =>
  `${p.length ?? '–'} x ${p.width ?? '–'} x ${p.height ?? '–'} ${p.dimensions_unit} · ${p.weight ?? '–'} ${p.weight_unit}`;
const valuesOf = (p?: WarehousePackage): Values => ({
  length: p?.length ?? '',
  width: p?.width ?? '',
  height: p?.height ?? '',
  weight: p?.weight ?? '',
});

function check(values: Values) {
  const errors: Partial<Record<Field, string>> = {};
  const out: Partial<Record<Field, number>> = {};
  for (const f of FIELDS) {
    const v = values[f.field];
    const n = typeof v === 'number' ? v : Number(v);
    if (v === '' || !Number.isFinite(n) || n < f.min || n > f.max)
      errors[f.field] = WAREHOUSE_PACKAGE_MESSAGES[f.field];
    else out[f.field] = n;
  }
  return { errors, values: out as Record<Field, number> };
}

/**
 * Resolve (distributor spec 2.2, 7.2): a unit with missing dimensions or weight takes the sizes of one of its
 * product's packages. Staff pick another package, correct their own package, or add one (the manufacturer's are
 * read only); the unit is then updated from that package (`update_from_package`) and the fulfilment replaced.
 */
export function ResolveModal({
  fulfillmentId,
  unit,
  onClose,
}: {
  fulfillmentId: number;
  unit: WarehouseUnit;
  onClose: () => void;
}) {
  const productId = unit.product.id!;
  const { data, isError, error } = useProductPackages(productId, fulfillmentId, unit.id);
  const create = useCreatePackage(productId);
  const update = useUpdatePackage(productId);
  const remove = useDeletePackage(productId);
  const apply = useUpdateFromPackage(fulfillmentId);
  const packages = data?.packages ?? [];
  const linked = packages.find((p) => p.id === unit.linked_product_package);
  // Default: correct the linked package when it is the distributor's own, otherwise add one from what is known.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const editingId = editing === undefined ? (linked?.distributor_id != null ? linked.id : null) : editing;
  const [values, setValues] = useState<Values | null>(null);
  const shown = values ?? valuesOf(editingId ? packages.find((p) => p.id === editingId) : linked);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const busy = create.isPending || update.isPending || apply.isPending || remove.isPending;

  const applyPackage = async (packageId: number) => {
    const outcome = await mutateWithToast(apply.mutateAsync({ unitId: unit.id, packageId }), {
      success: WAREHOUSE_TOASTS.packageUpdated,
      error: WAREHOUSE_TOASTS.packageError,
    });
    if (outcome.ok) onClose();
  };

  const save = async () => {
    const checked = check(shown);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    const saved = editingId
      ? await mutateWithToast(update.mutateAsync({ id: editingId, ...checked.values }), {
          success: false,
          error: WAREHOUSE_TOASTS.packageError,
        })
      : await mutateWithToast(create.mutateAsync({ product_id: productId, ...checked.values }), {
          success: WAREHOUSE_TOASTS.packageAdded,
          error: WAREHOUSE_TOASTS.packageAddError,
        });
    if (!saved.ok) return;
    // The newest package is the one just added (spec 7.2: taken from the answer's packages list).
    const id = editingId ?? saved.data.package?.id ?? Math.max(...saved.data.packages.map((p) => p.id));
    await applyPackage(id);
  };

  const drop = async (p: WarehousePackage) => {
    await mutateWithToast(remove.mutateAsync(p.id), {
      success: WAREHOUSE_TOASTS.packageRemoved,
      error: WAREHOUSE_TOASTS.packageRemoveError,
    });
    if (editingId === p.id) {
      setEditing(null);
      setValues(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Package details" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {unit.identifier} · {unit.product.sku} · {unit.product.title}
        </Text>
        {unit.packaging.messages.map((m) => (
          <Text key={m.code} size="xs" c={m.level === 'error' ? 'red.8' : 'dimmed'}>
            {m.message}
          </Text>
        ))}
        {isError ? (
          <Text c="red.8" size="sm">
            {describeError(error, 'The packages could not be loaded.')}
          </Text>
        ) : !data ? (
          <Skeleton height={80} />
        ) : (
          <Stack gap={6} aria-label="Packages">
            <Title order={3} size="h6">
              Packages
            </Title>
            {packages.length === 0 && (
              <Text size="sm" c="dimmed">
                This product has no packages yet.
              </Text>
            )}
            {packages.map((p) => (
              <Card key={p.id} withBorder padding="xs" data-package={p.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {p.package_type ?? p.label ?? `Package ${p.id}`}
                      </Text>
                      <Badge size="xs" variant="light" color={p.distributor_id ? 'blue' : 'gray'}>
                        {p.distributor_id ? 'Yours' : 'Manufacturer'}
                      </Badge>
                      {p.id === unit.linked_product_package && (
                        <Badge size="xs" variant="outline">
                          Current
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {describe(p)}
                    </Text>
                  </Stack>
                  <Group gap={4}>
                    {measured(p) && (
                      <Button size="compact-sm" disabled={busy} onClick={() => void applyPackage(p.id)}>
                        Use
                      </Button>
                    )}
                    {p.distributor_id != null && (
                      <>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={busy}
                          onClick={() => {
                            setEditing(p.id);
                            setValues(valuesOf(p));
                            setErrors({});
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          disabled={busy}
                          onClick={() => void drop(p)}
                        >
                          Remove
                        </Button>
                      </>
                    )}
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        <Card withBorder padding="sm" component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h6">
                {editingId ? 'Correct your package' : 'Add a package'}
              </Title>
              {editingId && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    setEditing(null);
                    setValues(valuesOf(linked));
                    setErrors({});
                  }}
                >
                  Add a new one instead
                </Button>
              )}
            </Group>
            <Group grow gap="xs" wrap="wrap">
              {FIELDS.map((f) => (
                <NumberInput
                  key={f.field}
                  miw={100}
                  label={f.label}
                  value={shown[f.field]}
                  onChange={(v) => {
                    setValues({ ...shown, [f.field]: v });
                    setErrors((prev) => ({ ...prev, [f.field]: undefined }));
                  }}
                  min={f.min}
                  max={f.max}
                  step={f.field === 'weight' ? 0.01 : 0.1}
                  decimalScale={3}
                  clampBehavior="none"
                  allowNegative={false}
                  error={errors[f.field]}
                />
              ))}
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {editingId ? 'Save and use' : 'Add and use'}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Modal>
  );
}
