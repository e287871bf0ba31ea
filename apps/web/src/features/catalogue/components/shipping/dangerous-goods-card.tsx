import type { DangerousGoodsDefinition, Hazard, HazardInput, Product } from '@partsflow/contracts';
import { Button, Card, Group, Modal, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { useRemoveHazard, useSaveHazard } from '../../api/shipping.ts';
import { useDelayedSubmit } from '../../hooks/use-delayed-submit.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { HazardForm } from './hazard-form.tsx';

/** Dangerous goods: UN Number, Hazard Class, Proper Shipping Name, Amount (' ? ' when none recorded). */
export function DangerousGoodsCard({ product }: { product: Product }) {
  const save = useSaveHazard(product.id);
  const remove = useRemoveHazard(product.id);
  const modal = useEditModal<Hazard>();
  const { open, close } = modal;
  // Spec section 9: the dangerous goods form submits after a 1 s delay.
  const { submitting, run } = useDelayedSubmit(1000);

  const submit = (input: HazardInput, selected: DangerousGoodsDefinition) =>
    run(async () => {
      const editing = modal.item;
      const saved = await mutateWithToast(save.mutateAsync({ id: editing?.id ?? null, input, selected }), {
        success: editing ? TOASTS.hazardUpdated : TOASTS.hazardAdded,
        error: editing ? TOASTS.hazardUpdateError : (err) => serverMessageOr(err, TOASTS.hazardUpdateError),
      });
      if (saved.ok) close();
    });

  const removeHazard = (h: Hazard) =>
    mutateWithToast(remove.mutateAsync(h.id), {
      success: TOASTS.hazardRemoved,
      error: TOASTS.hazardRemoveError,
    });

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Dangerous Goods
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          Add Dangerous Goods Info
        </Button>
      </Group>
      {product.hazards.length === 0 ? (
        <Text c="dimmed">No dangerous goods recorded.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Dangerous goods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>UN Number</Table.Th>
                <Table.Th>Hazard Class</Table.Th>
                <Table.Th>Proper Shipping Name</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.hazards.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{h.un_number}</Table.Td>
                  <Table.Td>{h.hazard_identifier}</Table.Td>
                  <Table.Td>{h.proper_shipping_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre' }}>{h.display_amount}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={h.un_number}
                      onEdit={() => open(h)}
                      onRemove={() => void removeHazard(h)}
                      removing={remove.isPending && remove.variables === h.id}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={modal.opened} onClose={close} title="Dangerous Goods Info" size="lg">
        <HazardForm
          key={modal.key}
          hazard={modal.item}
          packages={product.packages}
          saving={submitting}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Card>
  );
}
