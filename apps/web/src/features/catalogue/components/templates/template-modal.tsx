import type { AttributeTemplate } from '@partsflow/contracts';
import { Modal } from '@mantine/core';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';

// The template's attributes are reordered by drag and drop (dnd-kit): the form loads when the modal opens.
const TemplateForm = lazyNamed(() => import('./template-form.tsx'), 'TemplateForm');

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
      <LazyBoundary height={220} label="the template form">
        <TemplateForm
          key={formKey}
          brandId={brandId}
          editing={editing}
          templates={templates}
          onDone={onClose}
        />
      </LazyBoundary>
    </Modal>
  );
}
