import type { Product, ProductAttribute } from '@partsflow/contracts';
import { Alert, Anchor, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import {
  useProductAttributes,
  useRemoveProductAttribute,
  useReorderProductAttributes,
  useResetAttributeOrder,
} from '../../api/product-attributes.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AttributeModal } from './attribute-modal.tsx';
import { AttributesTable } from './attributes-table.tsx';

/** The modal's form starts over this long after it closes, once the closing animation is done. */
const MODAL_RESET_MS = 500;

export function AttributesTab({ product }: { product: Product }) {
  const query = useProductAttributes(product);
  useRefreshErrorToast(query, TOASTS.refreshError('attributes'));
  const remove = useRemoveProductAttribute(product.id);
  const reorder = useReorderProductAttributes(product.id);
  const reset = useResetAttributeOrder(product.id);
  const modal = useEditModal<ProductAttribute>({ resetAfterCloseMs: MODAL_RESET_MS });
  const { open, close } = modal;

  const removeAttribute = (a: ProductAttribute) =>
    mutateWithToast(remove.mutateAsync(a.id), {
      success: TOASTS.attributeRemoved,
      error: TOASTS.attributeRemoveError,
    });

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
        editing={modal.item}
        nextSequence={attributes.length + 1}
        onClose={close}
      />
    </Card>
  );
}
