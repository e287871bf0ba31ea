import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { CatalogueImports } from '../../../../features/catalogue/index.ts';

/** /catalogue/imports: the Import menu (products, packaging, vehicle fitments, product attributes) and history. */
export function CatalogueImportsPage() {
  return (
    <>
      <PageHeader
        title="Imports"
        description="Load products, packaging, vehicle fitments and product attributes from CSV or XLSX files."
      />
      <CatalogueImports />
    </>
  );
}
