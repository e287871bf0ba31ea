import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { IssuesTable } from '../../../../features/catalogue/index.ts';

export function ProductIssuesPage() {
  return (
    <>
      <PageHeader title="Product Issues" description="Issues reported against your products." />
      <IssuesTable />
    </>
  );
}
