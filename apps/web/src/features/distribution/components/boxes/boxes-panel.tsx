import type { Box, BoxFormInput } from '@partsflow/contracts';
import { Button, Group, Modal, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { boxesQuery, useRemoveBox, useSaveBox } from '../../api/boxes.ts';
import { BOX_TOASTS } from '../../utils/toasts.ts';
import { BoxForm } from './box-form.tsx';

const cm = (n: number) => `${n} cm`;

/** The Shipping Boxes tab: the distributor's boxes, Add Box, edit and remove with the spec's toasts. */
export function BoxesPanel() {
  const boxes = useQuery(boxesQuery());
  const save = useSaveBox();
  const remove = useRemoveBox();
  const modal = useEditModal<Box>();

  const submit = async (values: BoxFormInput) => {
    const editing = modal.item;
    const saved = await mutateWithToast(save.mutateAsync({ id: editing?.id ?? null, box: values }), {
      success: editing ? BOX_TOASTS.updated : BOX_TOASTS.saved,
      error: editing ? BOX_TOASTS.updateError : BOX_TOASTS.createError,
    });
    if (saved.ok) modal.close();
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          The boxes your locations pack into. Packing plans choose from these.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => modal.open(null)}>
          Add Box
        </Button>
      </Group>
      {boxes.isPending ? (
        <Skeleton height={160} />
      ) : boxes.isError ? (
        <Text c="red.8">The boxes could not be loaded.</Text>
      ) : boxes.data.length === 0 ? (
        <Text c="dimmed">No boxes yet. Add the boxes you ship in.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="xs" aria-label="Shipping boxes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Label</Table.Th>
                <Table.Th>Length × Width × Height</Table.Th>
                <Table.Th>Box weight</Table.Th>
                <Table.Th>Weight limit</Table.Th>
                <Table.Th>Buffer</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {boxes.data.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.name}</Table.Td>
                  <Table.Td>{b.label_size}</Table.Td>
                  <Table.Td>
                    {b.length} × {b.width} × {b.height} cm
                  </Table.Td>
                  <Table.Td>{b.weight} kg</Table.Td>
                  <Table.Td>{b.weight_limit} kg</Table.Td>
                  <Table.Td>{cm(b.internal_buffer)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={`box ${b.name}`}
                      onEdit={() => modal.open(b)}
                      onRemove={() =>
                        void mutateWithToast(remove.mutateAsync(b.id), {
                          success: BOX_TOASTS.removed,
                          error: BOX_TOASTS.removeError,
                        })
                      }
                      removing={remove.isPending && remove.variables === b.id}
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
        onClose={modal.close}
        title={modal.item ? 'Edit Box' : 'New Box'}
        size="lg"
      >
        <BoxForm
          key={modal.key}
          box={modal.item}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={modal.close}
        />
      </Modal>
    </>
  );
}
