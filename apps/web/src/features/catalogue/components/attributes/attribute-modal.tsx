import type { ProductAttribute } from '@partsflow/contracts';
import { Modal } from '@mantine/core';
import { AttributeModalForm } from './attribute-modal-form.tsx';

export function AttributeModal({
  opened,
  formKey,
  productId,
  editing,
  nextSequence,
  onClose,
}: {
  opened: boolean;
  /** Changes when the form should start over. */
  formKey: number;
  productId: number;
  editing: ProductAttribute | null;
  nextSequence: number;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Attribute' : 'Add Attribute'} size="lg">
      <AttributeModalForm
        key={formKey}
        productId={productId}
        editing={editing}
        nextSequence={nextSequence}
        onDone={onClose}
      />
    </Modal>
  );
}
