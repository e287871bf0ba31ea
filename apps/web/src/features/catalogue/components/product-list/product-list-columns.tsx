import type { ProductListRow } from '@partsflow/contracts';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table/index.ts';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { formatCents, formatDate } from '../../../../lib/format.ts';

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

const THUMB: CSSProperties = {
  width: 40,
  height: 40,
  display: 'block',
  objectFit: 'contain',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-1)',
};

/**
 * The primary image's thumbnail, or an empty frame of the same size. A plain img, not Mantine's Image: this column
 * is on the catalogue's first screen, inside its JS budget (issue 18).
 */
function Thumb({ row }: { row: ProductListRow }) {
  if (!row.image_url) return <span style={THUMB} />;
  return <img src={row.image_url} alt={`${row.sku} primary image`} style={THUMB} loading="lazy" />;
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
      <Anchor component={Link} to={catalogueUrls.editProduct(r.slug)} fw={600} size="sm">
        {r.sku}
      </Anchor>
    ),
  },
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    render: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.title || '—'}
      </Text>
    ),
  },
  {
    key: 'brand',
    header: 'Brand',
    sortable: true,
    render: (r) => (
      <Text size="sm">
        {r.brand.name}
        {r.sub_brand ? (
          <Text span c="dimmed" size="xs">
            {' '}
            / {r.sub_brand}
          </Text>
        ) : null}
      </Text>
    ),
  },
  {
    key: 'product_type',
    header: 'Type',
    render: (r) => <Text size="sm">{r.product_type ?? r.record_type}</Text>,
  },
  {
    key: 'price',
    header: 'RRP',
    sortable: true,
    render: (r) => <Text size="sm">{formatCents(r.price)}</Text>,
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
        <Text size="xs" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'updated_at',
    header: 'Updated',
    sortable: true,
    render: (r) => <Text size="sm">{formatDate(r.updated_at)}</Text>,
  },
];
