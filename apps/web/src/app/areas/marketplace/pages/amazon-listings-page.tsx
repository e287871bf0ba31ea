import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { AmazonListings } from '../../../../features/marketplace/index.ts';

/** /marketplace/amazon_listings: the Amazon Listings page (marketplace spec 2.7). */
export function AmazonListingsPage() {
  return (
    <>
      <PageHeader
        title="Amazon Listings"
        description="Marketplace products you offer on Amazon. Export CSV gives the file to upload to Seller Central."
      />
      <AmazonListings />
    </>
  );
}
