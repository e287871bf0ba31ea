import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  DataExportsAdmin,
  ExportTemplateEditor,
  ExportTemplatesList,
} from '../../../../features/catalogue/index.ts';

/** /catalogue/export_templates: the team's export templates and Run Export. */
export function ExportTemplatesPage() {
  return (
    <>
      <PageHeader
        title="Export Templates"
        description="Choose the columns of your product exports and run them."
      />
      <ExportTemplatesList />
    </>
  );
}

/** /catalogue/export_templates/new and /catalogue/export_templates/{id}/edit: the template editor. */
export function ExportTemplateEditPage() {
  const { id } = useParams();
  const templateId = id ? Number(id) : null;
  return (
    <>
      <PageHeader title={templateId ? 'Edit Export Template' : 'New Export Template'} />
      <ExportTemplateEditor
        templateId={templateId !== null && Number.isInteger(templateId) ? templateId : null}
      />
    </>
  );
}

/** /catalogue/admin/exports: the scheduled data exports (staff). */
export function DataExportsPage() {
  return (
    <>
      <PageHeader
        title="Data Exports"
        description="Scheduled product exports for each account (daily, at the hour in UTC)."
      />
      <DataExportsAdmin />
    </>
  );
}
