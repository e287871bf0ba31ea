import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  connectPayoutAccountInputSchema,
  formatMoney,
  type ConnectPayoutAccountInput,
  type Payout,
  type PayoutPeriod,
} from '@partsflow/contracts';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { urls } from '../../../lib/urls.ts';
import { useRefreshErrorToast } from '../../../lib/use-refresh-error-toast.ts';
import { useConnectPayoutAccount, usePayoutAccount, usePayoutPeriods, usePayouts } from '../api/payouts.ts';

/** Payouts a page (the distributor portal's lists page by 10). */
const PAGE_SIZE = 10;

/**
 * The Payments page (distributor spec 2.3): linked, 'Your payment provider account is linked' and View Payouts
 * (a new tab on /payments/link); otherwise Setup and Connect, which goes to /payments/link.
 */
export function PaymentsSummary() {
  const account = usePayoutAccount();
  if (!account.data) return null;
  const linked = account.data.stripe_connect_onboarded;
  return (
    <Card withBorder padding="lg" maw={560}>
      {linked ? (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={600}>Your payment provider account is linked</Text>
          </Group>
          <Button
            component="a"
            href={urls.distributor.paymentsLink()}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            View Payouts
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            Setup
          </Title>
          <Text size="sm" c="dimmed">
            Link a payment provider account to receive your share of the orders merchants pay for.
          </Text>
          <Button component={Link} to={urls.distributor.paymentsLink()}>
            Connect
          </Button>
        </Stack>
      )}
    </Card>
  );
}

const resolver = contractResolver<ConnectPayoutAccountInput, typeof connectPayoutAccountInputSchema>(
  connectPayoutAccountInputSchema,
);

/** The sandbox payment provider's onboarding form: bank details for payouts. */
function ConnectForm() {
  const connect = useConnectPayoutAccount();
  const { register, handleSubmit, setError, formState } = useForm<ConnectPayoutAccountInput>({
    resolver,
    defaultValues: { business_name: '', bsb: '', account_number: '' },
  });
  const submit = handleSubmit(async (input) => {
    const outcome = await mutateWithToast(connect.mutateAsync(input), {
      success: 'Payment provider account linked',
      error: false,
    });
    if (!outcome.ok) applyServerErrors(outcome.error, setError, ['business_name', 'bsb', 'account_number']);
  });
  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} aria-label="Payment provider account" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Link your payment provider account
          </Title>
          <Text size="sm" c="dimmed">
            Payouts are paid into this Australian bank account.
          </Text>
          <TextInput
            label="Business name"
            withAsterisk
            {...register('business_name')}
            error={formState.errors.business_name?.message}
          />
          <Group grow align="flex-start">
            <TextInput
              label="BSB"
              withAsterisk
              inputMode="numeric"
              placeholder="062-000"
              {...register('bsb')}
              error={formState.errors.bsb?.message}
            />
            <TextInput
              label="Account number"
              withAsterisk
              inputMode="numeric"
              {...register('account_number')}
              error={formState.errors.account_number?.message ?? formState.errors.root?.message}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={connect.isPending}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const columns: DataTableColumn<Payout>[] = [
  { key: 'created_at', header: 'Date', render: (p) => formatDate(p.created_at) },
  {
    key: 'order',
    header: 'Order',
    render: (p) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {p.merchant_order.store_order_reference}
        </Text>
        <Text size="xs" c="dimmed">
          {p.merchant_order.store_name}
        </Text>
      </Stack>
    ),
  },
  { key: 'distributor_order_id', header: 'Your order', render: (p) => p.distributor_order_id ?? '—' },
  { key: 'location', header: 'Location', render: (p) => p.distributor_location.name },
  { key: 'amount', header: 'Amount', render: (p) => formatCents(p.amount, p.currency) },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <Stack gap={2}>
        <StatusBadge
          status={p.status}
          colors={{ paid: 'green', pending: 'yellow', settled: 'blue', cancelled: 'gray' }}
        />
        {p.message && (
          <Text size="xs" c="dimmed">
            {p.message}
          </Text>
        )}
        {p.collected !== null && (
          <Text size="xs" c="dimmed">
            {formatMoney(p.collected, p.currency)} debited from your payments account
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'paid_at', header: 'Paid', render: (p) => (p.paid_at ? formatDate(p.paid_at) : '—') },
];

const dayMonth = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const periodLabel = (p: PayoutPeriod) =>
  p.period === 'month'
    ? new Date(`${p.start}T00:00:00Z`).toLocaleDateString('en-AU', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : `${dayMonth(p.start)} – ${dayMonth(p.end)} ${p.end.slice(0, 4)}`;
const deduction = (cents: number, currency: string) => (cents ? formatMoney(-cents, currency) : '—');

const periodColumns: DataTableColumn<PayoutPeriod>[] = [
  { key: 'period', header: 'Period', render: (p) => periodLabel(p) },
  { key: 'payouts', header: 'Payouts', render: (p) => p.payouts },
  { key: 'gross', header: 'Gross', render: (p) => formatMoney(p.gross, p.currency) },
  {
    key: 'clawbacks',
    header: 'Claw-backs',
    render: (p) => (p.clawbacks ? formatMoney(p.clawbacks, p.currency) : '—'),
  },
  { key: 'freight', header: 'Freight', render: (p) => deduction(p.freight, p.currency) },
  { key: 'fees', header: 'Platform fees', render: (p) => deduction(p.fees, p.currency) },
  {
    key: 'net',
    header: 'Net',
    render: (p) => (
      <Text size="sm" fw={600}>
        {formatMoney(p.net, p.currency)}
      </Text>
    ),
  },
  { key: 'transferred', header: 'Transferred', render: (p) => formatMoney(p.transferred, p.currency) },
];

/** Payouts per week (the default) or month: gross less brokered freight and platform fees (decision 0752). */
function PayoutPeriodsTable() {
  const [period, setPeriod] = useState<'week' | 'month'>('week');
  // Its own page in the address (the payouts list below keeps `page`).
  const table = useDataTableState({ defaultPer: PAGE_SIZE, paramPrefix: 'periods_' });
  const list = usePayoutPeriods(period, table.page, PAGE_SIZE);
  useRefreshErrorToast(list, 'Could not refresh the payout periods');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            Per period
          </Title>
          <Text size="sm" c="dimmed">
            Your share of the orders, less brokered freight and platform fees, in your currency.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(v) => {
            setPeriod(v === 'month' ? 'month' : 'week');
            table.setPage(1);
          }}
          data={[
            { value: 'week', label: 'Weekly' },
            { value: 'month', label: 'Monthly' },
          ]}
        />
      </Group>
      <DataTable
        aria-label="Payout periods"
        columns={periodColumns}
        rows={list.data?.results ?? []}
        rowKey={(p) => `${p.start}-${p.currency}`}
        totalCount={list.data?.pagination.total_count ?? 0}
        loading={list.isFetching}
        page={table.page}
        per={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyMessage="No payouts yet: each period's payouts, freight and fees show here."
        minWidth={820}
      />
    </Stack>
  );
}

function PayoutsTable() {
  const table = useDataTableState({ defaultPer: PAGE_SIZE });
  const list = usePayouts(table.page, PAGE_SIZE);
  useRefreshErrorToast(list, 'Could not refresh the payouts');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Payouts
        </Title>
        {list.data && (
          <Text size="sm" c="dimmed">
            Paid {formatCents(list.data.totals.paid)} · Pending {formatCents(list.data.totals.pending)}
          </Text>
        )}
      </Group>
      <DataTable
        aria-label="Payouts"
        columns={columns}
        rows={list.data?.results ?? []}
        rowKey={(p) => p.id}
        totalCount={list.data?.pagination.total_count ?? 0}
        loading={list.isFetching}
        page={table.page}
        per={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyMessage="No payouts yet: your share of each order is paid out once the merchant has paid."
        minWidth={760}
      />
    </Stack>
  );
}

/**
 * /payments/link, the payment provider's pages in the sandbox: onboarding while the account is not linked, then
 * the account and its payouts, each with its order.
 */
export function PaymentsLink() {
  const account = usePayoutAccount();
  if (!account.data) return null;
  const { stripe_connect_onboarded: linked, business_name, bank_last4 } = account.data;
  return (
    <Stack gap="xl">
      {linked ? (
        <Alert color="green" icon={<IconCheck size={18} aria-hidden />} maw={560}>
          Payouts go to {business_name ?? 'your account'}
          {bank_last4 ? `, account ending ${bank_last4}` : ''}.{' '}
          <Anchor component={Link} to={urls.distributor.payments()} size="sm">
            Back to Payments
          </Anchor>
        </Alert>
      ) : (
        <ConnectForm />
      )}
      <PayoutPeriodsTable />
      <PayoutsTable />
    </Stack>
  );
}
