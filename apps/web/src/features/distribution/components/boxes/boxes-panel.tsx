import type { Box, BoxFormInput } from '@partsflow/contracts';
import { Button, Group, Modal, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { boxesQuery, useRemoveBox, useSaveBox } from '../../api/boxes.ts';
import { BOX_FORM_CLOSE_MS, BOX_REMOVAL_REFRESH_MS, BOX_TOASTS } from '../../utils/toasts.ts';
import { BoxForm } from './box-form.tsx';

const cm = (n: number) => `${n} cm`;

/** The Shipping Boxes tab: the distributor's boxes, Add Box, edit and remove with the spec's toasts. */
export function BoxesPanel() {
  const boxes = useQuery(boxesQuery());
  const save = useSaveBox();
  const remove = useRemoveBox();
  const modal = useEditModal<Box>();
  // Spec 9: the form shows the save for a second, then closes; a removed box leaves the list a second later.
  const [saved, setSaved] = useState(false);
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const keyRef = useRef(modal.key);
  useEffect(() => {
    keyRef.current = modal.key;
  }, [modal.key]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = (ms: number, run: () => void) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      run();
    }, ms);
    timers.current.add(t);
  };
  const closeForm = () => {
    setSaved(false);
    modal.close();
  };

  const submit = async (values: BoxFormInput) => {
    const editing = modal.item;
    const outcome = await mutateWithToast(save.mutateAsync({ id: editing?.id ?? null, box: values }), {
      success: editing ? BOX_TOASTS.updated : BOX_TOASTS.saved,
      error: editing ? BOX_TOASTS.updateError : BOX_TOASTS.createError,
    });
    if (!outcome.ok) return;
    setSaved(true);
    const key = modal.key;
    later(BOX_FORM_CLOSE_MS, () => {
      // Only the form that was saved closes (not one opened again meanwhile).
      if (keyRef.current === key) closeForm();
    });
  };
  const removeBox = async (id: number) => {
    const outcome = await mutateWithToast(remove.mutateAsync(id), {
      success: BOX_TOASTS.removed,
      error: BOX_TOASTS.removeError,
    });
    if (!outcome.ok) return;
    setLeaving((s) => new Set(s).add(id));
    later(BOX_REMOVAL_REFRESH_MS, () => {
      remove.showBoxes(outcome.data.boxes);
      setLeaving((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    });
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
                <Table.Tr
                  key={b.id}
                  aria-disabled={leaving.has(b.id) || undefined}
                  style={leaving.has(b.id) ? { opacity: 0.5 } : undefined}
                >
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
                      onRemove={() => void removeBox(b.id)}
                      removing={(remove.isPending && remove.variables === b.id) || leaving.has(b.id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={modal.opened} onClose={closeForm} title={modal.item ? 'Edit Box' : 'New Box'} size="lg">
        <BoxForm
          key={modal.key}
          box={modal.item}
          saving={save.isPending}
          saved={saved}
          onSubmit={submit}
          onCancel={closeForm}
        />
      </Modal>
    </>
  );
}
