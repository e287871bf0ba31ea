import type { AttributeTemplate } from '@partsflow/contracts';
import { Modal } from '@mantine/core';
import { TemplateForm } from './template-form.tsx';

export function TemplateModal({
  opened,
  formKey,
  brandId,
  editing,
  templates,
  onClose,
}: {
  opened: boolean;
  /** Changes when the form should start over. */
  formKey: number;
  brandId: number;
  editing: AttributeTemplate | null;
  templates: AttributeTemplate[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Attribute Template' : 'New Attribute Template'}
      size="lg"
    >
      <TemplateForm
        key={formKey}
        brandId={brandId}
        editing={editing}
        templates={templates}
        onDone={onClose}
      />
    </Modal>
  );
}
