import { BRAND_MESSAGES, type SubBrand } from '@partsflow/contracts';
import { Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useDeleteSubBrand, useSaveSubBrand } from './brands-api.ts';

const m = BRAND_MESSAGES;

/**
 * The admin brand page's Sub-Brands (spec section 2): add in the Add New Sub-Brand modal (Name required, Cancel
 * and Save), edit, and delete after 'Do you really want to delete this Sub-Brand?'.
 */
export function SubBrandsCard({ brandId, subBrands }: { brandId: number; subBrands: SubBrand[] }) {
  const [editing, setEditing] = useState<SubBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SubBrand | null>(null);
  const remove = useDeleteSubBrand();

  const confirmDelete = async () => {
    if (!deleting) return;
    await mutateWithToast(remove.mutateAsync(deleting.id), {
      success: (r) => r.message,
      error: (err) => serverMessageOr(err, m.subBrandRemoveError),
    });
    setDeleting(null);
  };

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Sub-Brands
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add Sub-Brand
        </Button>
      </Group>
      {subBrands.length === 0 ? (
        <Text c="dimmed">No sub-brands yet. Every product needs one: add the first.</Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Sub-Brands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th w={110} aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subBrands.map((s) => (
              <Table.Tr key={s.id} data-testid="sub-brand-row">
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      px={6}
                      aria-label={`Edit ${s.name}`}
                      onClick={() => setEditing(s)}
                    >
                      <IconEdit size={16} aria-hidden />
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      px={6}
                      aria-label={`Delete ${s.name}`}
                      onClick={() => setDeleting(s)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SubBrandModal brandId={brandId} editing={editing} onClose={() => setEditing(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete Sub-Brand">
        <Stack>
          <Text>{m.subBrandDeleteConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function SubBrandModal({
  brandId,
  editing,
  onClose,
}: {
  brandId: number;
  editing: SubBrand | 'new' | null;
  onClose: () => void;
}) {
  const save = useSaveSubBrand(brandId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<SubBrand | 'new' | null>(null);
  // A new target fills the form afresh (no effect: derived during render).
  if (editing !== openedFor) {
    setOpenedFor(editing);
    setName(editing && editing !== 'new' ? editing.name : '');
    setError(null);
  }
  const existing = editing && editing !== 'new' ? editing : null;

  const submit = async () => {
    if (!name.trim()) {
      setError(m.subBrandNameRequired);
      return;
    }
    const outcome = await mutateWithToast(save.mutateAsync({ id: existing?.id ?? null, name: name.trim() }), {
      success: (r) => r.message,
      error: (err) => serverMessageOr(err, existing ? m.subBrandUpdateError : m.subBrandCreateError),
    });
    if (outcome.ok) onClose();
    else setError(serverMessageOr(outcome.error, existing ? m.subBrandUpdateError : m.subBrandCreateError));
  };

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={existing ? 'Edit Sub-Brand' : 'Add New Sub-Brand'}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
