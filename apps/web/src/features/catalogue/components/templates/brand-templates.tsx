import type { AttributeTemplate } from '@partsflow/contracts';
import { Alert, Button, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useEditModal } from '../../../../lib/use-edit-modal.ts';
import { useBrandTemplates, useTeamBrand } from '../../api/templates.ts';
import { TemplateModal } from './template-modal.tsx';

/** The modal's form starts over this long after it closes, once the closing animation is done. */
const MODAL_RESET_MS = 500;

/** The brand's product attribute templates (one per product type), with Create New Template and Edit. */
export function BrandTemplates({ brandSlug }: { brandSlug: string }) {
  const brand = useTeamBrand(brandSlug);
  const brandId = brand.data?.id ?? null;
  const templates = useBrandTemplates(brandId);
  const modal = useEditModal<AttributeTemplate>({ resetAfterCloseMs: MODAL_RESET_MS });
  const { open, close } = modal;

  if (brand.isLoading) return <Loader />;
  if (brand.error) return <Alert color="red">Could not load the brand.</Alert>;
  if (!brand.data) return <Alert color="yellow">No brand of your team is called {brandSlug}.</Alert>;

  const list = [...(templates.data ?? [])].sort((a, b) =>
    a.product_type.title.localeCompare(b.product_type.title),
  );

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} size="h4">
            {brand.data.name} templates
          </Title>
          <Text size="sm" c="dimmed">
            The attributes each product type starts with, in order.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          Create New Template
        </Button>
      </Group>
      {templates.isLoading ? (
        <Loader />
      ) : templates.error ? (
        <Alert color="red">Could not load the templates.</Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">No templates yet.</Text>
      ) : (
        <Table verticalSpacing="sm" aria-label="Attribute templates" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="32%">Product Type</Table.Th>
              <Table.Th>Attributes</Table.Th>
              <Table.Th w={64} aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((t) => (
              <Table.Tr key={t.id} data-testid="template-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t.product_type.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t.template_attributes.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No attributes
                    </Text>
                  ) : (
                    <Text size="sm">{t.template_attributes.map((a) => a.name).join(', ')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    px={6}
                    onClick={() => open(t)}
                    aria-label={`Edit ${t.product_type.title} template`}
                  >
                    <IconEdit size={16} aria-hidden />
                    <Text span size="sm" ml={4} visibleFrom="sm">
                      Edit
                    </Text>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TemplateModal
        opened={modal.opened}
        formKey={modal.key}
        brandId={brand.data.id}
        editing={modal.item}
        templates={templates.data ?? []}
        onClose={close}
      />
    </Card>
  );
}
