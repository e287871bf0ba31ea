import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { BrandTemplates } from '../../../../features/catalogue/index.ts';

/** /catalogue/b/{brandSlug}/templates: the brand's product attribute templates. */
export function BrandTemplatesPage() {
  const { brandSlug = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Attribute Templates"
        description="Product attribute templates: the attributes a product of each type is given."
      />
      <BrandTemplates brandSlug={brandSlug} />
    </>
  );
}
