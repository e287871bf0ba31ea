import { EXPORT_MESSAGES } from '@partsflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconEdit, IconFileExport, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { formatDate } from '../../../lib/format.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { notify } from '../../../lib/notify.ts';
import { urls } from '../../../lib/urls.ts';
import { useCurrentBrandChoice } from '../hooks/use-current-brand-choice.ts';
import {
  useDeleteTemplate,
  useExportRun,
  useExportTemplates,
  useProductTypeOptions,
  useRunExport,
  useTeamBrands,
  type TemplateSummary,
} from './exports-api.ts';

/**
 * The Export Templates list: brand, sub-brand and product-type selectors, and per template Edit, Run Export
 * (for the chosen brand; the CSV is made in the background and its link emailed) and delete with confirmation.
 */
export function ExportTemplatesList() {
  const templates = useExportTemplates();
  const brands = useTeamBrands();
  const types = useProductTypeOptions();
  // Run Export's brand follows the user's current brand until chosen here (decision 0276).
  const [brandId, setBrandId] = useCurrentBrandChoice();
  const [subBrandId, setSubBrandId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const run = useRunExport();
  const remove = useDeleteTemplate();
  const brand = brands.data?.find((b) => String(b.id) === brandId) ?? null;

  const runExport = async (t: TemplateSummary) => {
    if (!brandId) return notify.error(EXPORT_MESSAGES.brandRequired);
    setRunning(t.id);
    const out = await mutateWithToast(
      run.mutateAsync({
        templateId: t.id,
        brand_id: Number(brandId),
        sub_brand_id: subBrandId ? Number(subBrandId) : null,
        product_type_id: typeId ? Number(typeId) : null,
      }),
      { success: (r) => r.message, error: EXPORT_MESSAGES.exportFailed },
    );
    setRunning(null);
    if (out.ok) setRunId(out.data.export_run.id);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await mutateWithToast(remove.mutateAsync(deleting.id), {
      success: EXPORT_MESSAGES.templateDeleted,
      error: EXPORT_MESSAGES.templateDeleteFailed,
    });
    setDeleting(null);
  };

  return (
    <Stack>
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Brand"
            placeholder="Select a brand"
            data={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={brandId}
            onChange={(v) => {
              setBrandId(v);
              setSubBrandId(null);
            }}
            searchable
            clearable
          />
          <Select
            label="Sub-Brand"
            placeholder={brand ? 'All sub-brands' : 'Select a brand first'}
            data={(brand?.sub_brands ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={subBrandId}
            onChange={setSubBrandId}
            disabled={!brand}
            clearable
          />
          <Select
            label="Product Type"
            placeholder="All product types"
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.title }))}
            value={typeId}
            onChange={setTypeId}
            searchable
            clearable
          />
        </SimpleGrid>
        {runId !== null && <RunStatus id={runId} />}
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Text fw={600} id="export-templates-heading">
            Export Templates
          </Text>
          <Button
            component={Link}
            to={urls.catalogue.newExportTemplate()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add Export Template
          </Button>
        </Group>
        {templates.isLoading ? (
          <Loader />
        ) : templates.error ? (
          <Alert color="red">{EXPORT_MESSAGES.refreshFailed}</Alert>
        ) : (templates.data ?? []).length === 0 ? (
          <Text c="dimmed">No export templates yet.</Text>
        ) : (
          <ScrollRegion label="Export templates">
            <Table verticalSpacing="sm" aria-labelledby="export-templates-heading" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Columns</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.data!.map((t) => (
                  <Table.Tr key={t.id} data-testid="export-template-row">
                    <Table.Td>
                      <Anchor component={Link} to={urls.catalogue.exportTemplate(t.id)}>
                        {t.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.fields_count}</Table.Td>
                    <Table.Td>{formatDate(t.updated_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          component={Link}
                          to={urls.catalogue.exportTemplate(t.id)}
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconEdit size={14} aria-hidden />}
                          aria-label={`Edit ${t.title}`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="light"
                          size="compact-sm"
                          leftSection={<IconFileExport size={14} aria-hidden />}
                          loading={running === t.id}
                          onClick={() => void runExport(t)}
                          aria-label={`Run Export ${t.title}`}
                        >
                          Run Export
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => setDeleting(t)}
                          aria-label={`Delete ${t.title}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Card>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete export template">
        <Stack>
          <Text>{EXPORT_MESSAGES.confirmDeleteTemplate}</Text>
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
    </Stack>
  );
}

/** The last export run: its progress, then the download link (the same one the email carries). */
function RunStatus({ id }: { id: number }) {
  const run = useExportRun(id);
  if (!run.data) return null;
  const r = run.data;
  return (
    <Alert
      mt="md"
      color={r.status === 'failed' ? 'red' : r.status === 'completed' ? 'green' : 'blue'}
      role="status"
    >
      {r.status === 'completed' && r.download_url ? (
        <Group gap="xs">
          <Text size="sm">Export ready: {r.row_count} products.</Text>
          <Anchor href={new URL(r.download_url, window.location.href).pathname} size="sm" download>
            <Group gap={4} component="span">
              <IconDownload size={14} aria-hidden />
              Download {r.file_name}
            </Group>
          </Anchor>
        </Group>
      ) : r.status === 'failed' ? (
        <Text size="sm">{EXPORT_MESSAGES.exportFailed}</Text>
      ) : (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Exporting {r.file_name}…</Text>
        </Group>
      )}
    </Alert>
  );
}
