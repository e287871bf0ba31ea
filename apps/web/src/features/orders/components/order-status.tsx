import type { MantineColor } from '@mantine/core';
import { paymentStatusLabel, type PaymentStatus } from '@partsflow/contracts';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';

const COLORS: Record<string, MantineColor> = {
  pending: 'indigo',
  submitted: 'blue',
  Processing: 'violet',
  in_progress: 'violet',
  complete: 'grape',
  shipped: 'grape',
  cancelled: 'gray',
  rejected: 'red',
  failed: 'red',
  returned: 'red',
};

/** Colours whose light badge text reaches 4.5:1 (yellow, orange, green and teal do not). An order's or fulfilment's displayed status (merchant spec 4); underscores shown as spaces. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} colors={COLORS} label={status.replace(/_/g, ' ')} />;
}

const PAYMENT_COLORS: Partial<Record<PaymentStatus, MantineColor>> = {
  paid: 'blue',
  direct_account: 'grape',
  unpaid: 'red',
};

/** Payment status: Paid, Direct Account, Unpaid; nothing for a cancelled order. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const label = paymentStatusLabel(status);
  return label ? <StatusBadge status={status} colors={PAYMENT_COLORS} label={label} /> : null;
}
