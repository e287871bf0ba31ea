import type { ProductListRow } from '@partsflow/contracts';
import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table/index.ts';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { formatCents, formatDate } from '../../../../lib/format.ts';
import classes from './product-list.module.css';

function Flag({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={`${label}: yes`} />
  ) : (
    <IconX size={16} color="var(--mantine-color-gray-5)" aria-label={`${label}: no`} />
  );
}

const LISTING_COLOURS: Record<string, string> = {
  draft: 'gray',
  published: 'teal',
  invalid: 'red',
  archived: 'dark',
};

/**
 * The primary image's thumbnail, or an empty frame of the same size. A plain img, not Mantine's Image: this column
 * is on the catalogue's first screen, inside its JS budget (issue 18).
 */
function Thumb({ row }: { row: ProductListRow }) {
  if (!row.image_url) return <span className={classes.thumb} />;
  return (
    <img src={row.image_url} alt={`${row.sku} primary image`} className={classes.thumb} loading="lazy" />
  );
}

export const productListColumns: DataTableColumn<ProductListRow>[] = [
  {
    key: 'image',
    header: <VisuallyHidden>Image</VisuallyHidden>,
    width: 56,
    render: (r) => <Thumb row={r} />,
  },
  {
    key: 'sku',
    header: 'SKU',
    sortable: true,
    render: (r) => (
      <Link to={catalogueUrls.editProduct(r.slug)} className={classes.sku}>
        {r.sku}
      </Link>
    ),
  },
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    render: (r) => <div className={classes.title}>{r.title || '—'}</div>,
  },
  {
    key: 'brand',
    header: 'Brand',
    sortable: true,
    render: (r) => (
      <>
        {r.brand.name}
        {r.sub_brand ? <span className={classes.minor}> / {r.sub_brand}</span> : null}
      </>
    ),
  },
  {
    key: 'product_type',
    header: 'Type',
    render: (r) => r.product_type ?? r.record_type,
  },
  {
    key: 'price',
    header: 'RRP',
    sortable: true,
    render: (r) => formatCents(r.price),
  },
  { key: 'published', header: 'Published', render: (r) => <Flag on={r.published} label="Published" /> },
  {
    key: 'purchaseable',
    header: 'Purchasable',
    render: (r) => <Flag on={r.purchaseable} label="Purchasable" />,
  },
  {
    key: 'listing_status',
    header: 'Listing',
    render: (r) =>
      r.listing_status ? (
        <StatusBadge status={r.listing_status} colors={LISTING_COLOURS} />
      ) : (
        <span className={classes.minor}>None</span>
      ),
  },
  {
    key: 'updated_at',
    header: 'Updated',
    sortable: true,
    render: (r) => formatDate(r.updated_at),
  },
];
