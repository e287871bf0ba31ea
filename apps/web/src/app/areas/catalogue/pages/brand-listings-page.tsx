import { Button, Center, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';
import { ListingEditor, ListingsTable, useListing } from '../../../../features/marketplace/index.ts';
import { urls } from '../../../../lib/urls.ts';

/** /catalogue/b/{brand}/listings */
export function BrandListingsPage() {
  const { brand = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Marketplace Listings"
        description="Products of this brand that merchants can find and sell."
        actions={
          <Button
            component={Link}
            to={urls.catalogue.newListing(brand)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New Listing
          </Button>
        }
      />
      <ListingsTable brand={brand} />
    </>
  );
}

/** /catalogue/b/{brand}/listings/new */
export function ListingNewPage() {
  const { brand = '' } = useParams();
  return (
    <>
      <PageHeader
        title="New Listing"
        description="Choose the products, their variant options and the stores."
      />
      <ListingEditor brand={brand} />
    </>
  );
}

/** /catalogue/b/{brand}/listings/{id}/edit */
export function ListingEditPage() {
  const { brand = '', id = '' } = useParams();
  const listing = useListing(brand, Number(id) || undefined);
  if (listing.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading listing" />
      </Center>
    );
  if (!listing.data) return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Edit Listing" description={listing.data.title} />
      <ListingEditor key={listing.data.id} brand={brand} listing={listing.data} />
    </>
  );
}
