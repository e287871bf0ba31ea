import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { BrandActivityTable } from '../../../../features/catalogue/index.ts';

/** /catalogue/b/{brand}/activity */
export function BrandActivityPage() {
  const { brand = '' } = useParams();
  return (
    <>
      <PageHeader title="Product Activity" description="Recent changes to this brand's products." />
      <BrandActivityTable brandSlug={brand} />
    </>
  );
}
