import {
  CROSS_SELL_MESSAGES,
  RELATIONSHIP_TYPES,
  type CrossSell,
  type RelationshipType,
} from '@partsflow/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { RowActions } from '../../../../components/row-actions/row-actions.tsx';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import {
  crossSellsQuery,
  searchRelatedProducts,
  useDeleteCrossSell,
  useSaveCrossSell,
} from '../../api/cross-sells.ts';
import type { ProductRef } from '../../api/product-ref.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';

/** Cross-sell (spec sections 2, 5 and 8): the related products, the Add/Update Cross-sell modal, delete. */
export function CrossSellTab({ product }: { product: ProductRef }) {
  const list = useQuery(crossSellsQuery(product));
  const remove = useDeleteCrossSell(product);
  const [editing, setEditing] = useState<CrossSell | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CrossSell | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const r = await mutateWithToast(remove.mutateAsync(deleting.id), {
      success: CROSS_SELL_MESSAGES.deleted,
      error: (e) => serverMessageOr(e, CROSS_SELL_MESSAGES.deleteFailed),
    });
    if (r.ok) setDeleting(null);
  };

  const rows = list.data?.cross_sell_products ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Cross-sell
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add Cross-sell
        </Button>
      </Group>
      {list.isPending ? (
        <Loader size="sm" aria-label="Loading cross-sells" />
      ) : list.isError ? (
        <Text c="red.8">{CROSS_SELL_MESSAGES.refreshFailed}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">No cross-sells yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Cross-sells">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Relationship</Table.Th>
                <Table.Th>Notes</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => {
                const to = catalogueUrls.brandProductEdit(
                  c.related_product.brand.slug,
                  c.related_product.slug,
                );
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={to} fw={600} size="sm">
                        {c.related_product.sku}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={to} size="sm">
                        {c.related_product.title || '—'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.relationship_type}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {c.catalogue_notes ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={`cross-sell ${c.related_product.sku}`}
                        onEdit={() => setEditing(c)}
                        onRemove={() => setDeleting(c)}
                        removing={remove.isPending && remove.variables === c.id}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing && editing !== 'new' ? 'Update Cross-sell' : 'Add Cross-sell'}
        size="lg"
      >
        {editing !== null && (
          <CrossSellForm
            key={editing === 'new' ? 'new' : editing.id}
            product={product}
            item={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete cross-sell">
        <Stack>
          <Text>{CROSS_SELL_MESSAGES.confirmDelete}</Text>
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

function CrossSellForm({
  product,
  item,
  onDone,
}: {
  product: ProductRef;
  item: CrossSell | null;
  onDone: () => void;
}) {
  const save = useSaveCrossSell(product);
  const [related, setRelated] = useState<LookupOption | null>(
    item
      ? {
          value: String(item.related_product.id),
          label: `${item.related_product.sku} ${item.related_product.title}`,
        }
      : null,
  );
  const [type, setType] = useState<RelationshipType>(
    (item?.relationship_type as RelationshipType | undefined) ?? RELATIONSHIP_TYPES[0],
  );
  const [notes, setNotes] = useState(item?.catalogue_notes ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!related) {
      setError(CROSS_SELL_MESSAGES.relatedRequired);
      return;
    }
    const r = await mutateWithToast(
      save.mutateAsync({
        id: item?.id ?? null,
        input: { related_product_id: Number(related.value), relationship_type: type, catalogue_notes: notes },
      }),
      {
        success: item ? CROSS_SELL_MESSAGES.updated : CROSS_SELL_MESSAGES.created,
        error: (e) =>
          serverMessageOr(e, item ? CROSS_SELL_MESSAGES.updateFailed : CROSS_SELL_MESSAGES.createFailed),
      },
    );
    if (r.ok) onDone();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <AsyncSearchSelect
          label="Related product"
          placeholder="Search by SKU or title (3 or more characters)"
          kind="cross-sell-products"
          scope={product.sku}
          fetcher={(term) => searchRelatedProducts(product, term)}
          toOption={(p) => ({ value: String(p.id), label: `${p.sku} ${p.title}` })}
          value={related}
          onChange={(o) => {
            setRelated(o);
            setError(null);
          }}
          error={error}
          required
        />
        <Select
          label="Relationship type"
          data={[...RELATIONSHIP_TYPES]}
          value={type}
          allowDeselect={false}
          onChange={(v) => v && setType(v as RelationshipType)}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Update Cross-sell' : 'Add Cross-sell'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
