import type { Package, PackageInput, Product } from '@partsflow/contracts';
import { Button, Card, Group, Modal, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { useRemovePackage, useSavePackage } from '../../api/shipping.ts';
import { useDelayedSubmit } from '../../hooks/use-delayed-submit.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { PackageForm } from './package-form.tsx';

const num = (v: number | null) => (v === null ? '?' : String(v));

function dimensions(p: Package) {
  return `${num(p.length)} × ${num(p.width)} × ${num(p.height)} ${p.dimensions_unit}`;
}

/** Packages: table, Add Package modal, edit and remove. */
export function PackagesCard({ product }: { product: Product }) {
  const save = useSavePackage(product.id);
  const remove = useRemovePackage(product.id);
  const modal = useEditModal<Package>();
  const { open, close } = modal;
  // Spec section 9: the package form submits after a 1 s delay.
  const { submitting, run } = useDelayedSubmit(1000);

  const submit = (input: PackageInput) =>
    run(async () => {
      const editing = modal.item;
      const saved = await mutateWithToast(save.mutateAsync({ id: editing?.id ?? null, input }), {
        success: editing ? TOASTS.packageUpdated : TOASTS.packageAdded,
        error: (err) => serverMessageOr(err, TOASTS.packageUpdateError),
      });
      if (saved.ok) close();
    });

  const removePackage = (p: Package) =>
    mutateWithToast(remove.mutateAsync(p.id), {
      success: TOASTS.packageRemoved,
      error: TOASTS.packageRemoveError,
    });

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Packages
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          Add Package
        </Button>
      </Group>
      {product.packages.length === 0 ? (
        <Text c="dimmed">No packages yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="xs" aria-label="Packages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pack Type</Table.Th>
                <Table.Th>Identifier</Table.Th>
                <Table.Th>Dimensions</Table.Th>
                <Table.Th>Dead Weight</Table.Th>
                <Table.Th>Cubic Weight (kg)</Table.Th>
                <Table.Th>Packing</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.packages.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.package_type ?? '—'}</Table.Td>
                  <Table.Td>{p.identifier ?? '—'}</Table.Td>
                  <Table.Td>{dimensions(p)}</Table.Td>
                  <Table.Td>{p.weight === null ? '—' : `${p.weight} ${p.weight_unit}`}</Table.Td>
                  <Table.Td>{p.cubic_weight === null ? '—' : p.cubic_weight.toFixed(3)}</Table.Td>
                  <Table.Td>{p.packing}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={`package ${p.identifier ?? p.id}`}
                      onEdit={() => open(p)}
                      onRemove={() => void removePackage(p)}
                      removing={remove.isPending && remove.variables === p.id}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={modal.opened}
        onClose={close}
        title={modal.item ? 'Edit Package' : 'Add Package'}
        size="lg"
      >
        <PackageForm
          key={modal.key}
          pkg={modal.item}
          saving={submitting}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Card>
  );
}
