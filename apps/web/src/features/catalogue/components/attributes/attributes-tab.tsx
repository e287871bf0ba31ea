import type { Product, ProductAttribute } from '@partsflow/contracts';
import { Alert, Anchor, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../../lib/notify.ts';
import {
  useProductAttributes,
  useRemoveProductAttribute,
  useReorderProductAttributes,
  useResetAttributeOrder,
} from '../../api/product-attributes.ts';
import { useRefreshErrorToast } from '../../hooks/use-refresh-error-toast.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AttributeModal } from './attribute-modal.tsx';
import { AttributesTable } from './attributes-table.tsx';

/** The modal's form starts over this long after it closes, once the closing animation is done. */
const MODAL_RESET_MS = 500;

export function AttributesTab({ product }: { product: Product }) {
  const query = useProductAttributes(product);
  useRefreshErrorToast(query, 'attributes');
  const remove = useRemoveProductAttribute(product.id);
  const reorder = useReorderProductAttributes(product.id);
  const reset = useResetAttributeOrder(product.id);
  const [modal, setModal] = useState<{ opened: boolean; editing: ProductAttribute | null; key: number }>({
    opened: false,
    editing: null,
    key: 0,
  });

  const open = (editing: ProductAttribute | null) =>
    setModal((m) => ({ opened: true, editing, key: m.key + 1 }));
  const close = () => {
    setModal((m) => ({ ...m, opened: false }));
    setTimeout(
      () => setModal((m) => (m.opened ? m : { ...m, editing: null, key: m.key + 1 })),
      MODAL_RESET_MS,
    );
  };

  const removeAttribute = async (a: ProductAttribute) => {
    try {
      await remove.mutateAsync(a.id);
      notify.success(TOASTS.attributeRemoved);
    } catch {
      notify.error(TOASTS.attributeRemoveError);
    }
  };

  const attributes = query.data?.product_attributes ?? [];
  const hasTemplate = !!product.product_attributes_template;

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} size="h4">
            Attributes
          </Title>
          <Anchor component={Link} to={catalogueUrls.brandTemplates(product.brand.slug)} size="sm">
            {hasTemplate ? 'Edit Template' : 'Create Template'}
          </Anchor>
        </div>
        <Group gap="xs">
          {query.data?.order_differs_from_template && (
            <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate()}>
              Reset to template order
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            Add Attribute
          </Button>
        </Group>
      </Group>
      {query.isLoading ? (
        <Loader />
      ) : query.error && !query.data ? (
        <Alert color="red">{TOASTS.refreshError('attributes')}</Alert>
      ) : attributes.length === 0 ? (
        <Text c="dimmed">No attributes yet.</Text>
      ) : (
        <AttributesTable
          attributes={attributes}
          onReorder={(ids) => reorder.mutate(ids)}
          onEdit={open}
          onRemove={(a) => void removeAttribute(a)}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      )}
      <AttributeModal
        opened={modal.opened}
        formKey={modal.key}
        productId={product.id}
        editing={modal.editing}
        nextSequence={attributes.length + 1}
        onClose={close}
      />
    </Card>
  );
}
