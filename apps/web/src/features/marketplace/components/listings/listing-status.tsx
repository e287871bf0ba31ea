import type { LISTING_STATUSES } from '@partsflow/contracts';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';

type ListingStatus = (typeof LISTING_STATUSES)[number];

const COLORS = { published: 'teal', invalid: 'red', draft: 'gray', archived: 'yellow' } as const;

/** A listing's status word (catalogue-pim section 4): draft, published, invalid, archived. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <StatusBadge status={status} colors={COLORS} />;
}
