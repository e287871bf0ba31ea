import { PARTS_MESSAGES, type ChildProduct } from '@partsflow/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Loader,
  NumberInput,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { partsQuery, useAddParts, useRemoveParts, useUpdateParts } from '../../api/parts.ts';
import type { ProductRef } from '../../api/product-ref.ts';
import { SelectPartsModal } from './select-parts-modal.tsx';

export function Flag({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label={`${label}: yes`} />
  ) : (
    <IconX size={16} color="var(--mantine-color-gray-6)" aria-label={`${label}: no`} />
  );
}

type Editable = Pick<ChildProduct, 'id' | 'quantity' | 'vehicle_primary' | 'include_media'>;

/**
 * Parts of an assembly (spec sections 2 and 7): the table with quantity, vehicle primary and include media, saved
 * as the whole list (PUT) whenever one of them changes; Add Part opens Select Parts.
 */
export function PartsTab({ product }: { product: ProductRef }) {
  const parts = useQuery(partsQuery(product));
  const add = useAddParts(product);
  const remove = useRemoveParts(product);
  const update = useUpdateParts(product);
  const [picking, setPicking] = useState(false);
  const list = parts.data?.products ?? [];

  const save = (changed: Editable) =>
    mutateWithToast(
      update.mutateAsync({
        products: list.map((p) => {
          const row = p.id === changed.id ? changed : p;
          return {
            id: row.id,
            quantity: row.quantity,
            vehicle_primary: row.vehicle_primary,
            include_media: row.include_media,
          };
        }),
      }),
      { success: PARTS_MESSAGES.updated, error: (e) => serverMessageOr(e, PARTS_MESSAGES.updateFailed) },
    );

  const addParts = async (ids: number[]) => {
    const r = await mutateWithToast(add.mutateAsync(ids), {
      success: PARTS_MESSAGES.added,
      error: (e) => serverMessageOr(e, PARTS_MESSAGES.addFailed),
    });
    if (r.ok) setPicking(false);
  };

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Parts
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setPicking(true)}>
          Add Part
        </Button>
      </Group>
      {parts.isPending ? (
        <Loader size="sm" aria-label="Loading parts" />
      ) : parts.isError ? (
        <Text c="red.8">{PARTS_MESSAGES.refreshFailed}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">No parts yet. Add the parts this assembly is built from.</Text>
      ) : (
        <Table.ScrollContainer minWidth={820} type="native">
          <Table verticalSpacing="xs" aria-label="Parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Image</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Vehicle Primary</Table.Th>
                <Table.Th>Include Media</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <PartRow
                  key={`${p.id}:${p.quantity}`}
                  part={p}
                  onChange={(changed) => void save(changed)}
                  onRemove={() =>
                    void mutateWithToast(remove.mutateAsync([p.id]), {
                      success: PARTS_MESSAGES.removed,
                      error: (e) => serverMessageOr(e, PARTS_MESSAGES.removeFailed),
                    })
                  }
                  removing={remove.isPending && remove.variables?.includes(p.id) === true}
                  busy={update.isPending}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SelectPartsModal
        opened={picking}
        onClose={() => setPicking(false)}
        excludeIds={new Set([product.id, ...list.map((p) => p.product_id)])}
        adding={add.isPending}
        onAdd={(ids) => void addParts(ids)}
      />
    </Card>
  );
}

function PartRow({
  part,
  onChange,
  onRemove,
  removing,
  busy,
}: {
  part: ChildProduct;
  onChange: (row: Editable) => void;
  onRemove: () => void;
  removing: boolean;
  busy: boolean;
}) {
  const [quantity, setQuantity] = useState<number | string>(part.quantity);
  const commitQuantity = () => {
    const q = Number(quantity);
    if (!Number.isInteger(q) || q < 1 || q > 9999) {
      setQuantity(part.quantity);
      return;
    }
    if (q !== part.quantity) onChange({ ...part, quantity: q });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Image
          src={part.image_url}
          alt={part.image_url ? `${part.sku} primary image` : ''}
          w={40}
          h={40}
          radius="sm"
          fit="contain"
          bg="gray.1"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={part.url} fw={600} size="sm">
          {part.sku}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={part.url} size="sm">
          {part.title || '—'}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Flag on={part.published} label="Published" />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Quantity of ${part.sku}`}
          value={quantity}
          onChange={setQuantity}
          onBlur={commitQuantity}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitQuantity();
          }}
          min={1}
          max={9999}
          allowDecimal={false}
          w={90}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Vehicle primary: ${part.sku}`}
          checked={part.vehicle_primary}
          disabled={busy}
          onChange={(e) => onChange({ ...part, vehicle_primary: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`Include media: ${part.sku}`}
          checked={part.include_media}
          disabled={busy}
          onChange={(e) => onChange({ ...part, include_media: e.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove part ${part.sku}`}
            loading={removing}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
