import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  BILLING_MESSAGES,
  formatMoney,
  planChangeLabel,
  type BillingIntegration,
  type BillingOverview,
  type BillingPlan,
} from '@partsflow/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  useAddPlateSearch,
  useBillingOverview,
  useCancelPlan,
  useConfirmCharge,
  useGetPlanUrl,
  useInvoiceLines,
} from '../api/billing.ts';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';

const usd = (cents: number) => formatMoney(cents, 'USD');
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }) : '';
const cycleName = (cycle: string | null) => (cycle === 'ANNUAL' ? 'year' : 'month');
const failed = { error: BILLING_MESSAGES.requestFailed };

/** The billing screen (merchant spec 2.8): plans, the store's subscription, usage, revenue share, plate search. */
export function BillingScreen() {
  const overview = useBillingOverview();
  const [params] = useSearchParams();
  const [storeId, setStoreId] = useState<number | null>(null);
  if (overview.isLoading) return <Skeleton height={320} />;
  if (!overview.data) return <Alert color="red">{BILLING_MESSAGES.requestFailed}</Alert>;
  const o = overview.data;
  const store = o.integrations.find((i) => i.id === storeId) ?? o.integrations[0] ?? null;
  const chargeId = params.get('charge_id');
  return (
    <Stack gap="lg">
      {chargeId && <ChargeApproval chargeId={chargeId} />}
      {o.integrations
        .filter((i) => i.plan_status === 'cancelled')
        .map((i) => (
          <Alert key={i.id} color="red" role="status">
            <Text fw={700} size="sm">
              Subscription cancelled
            </Text>
            The {i.plan_name} plan for {i.shop} was cancelled on {day(i.cancelled_on)}. It ends on{' '}
            {day(i.current_period_end)}.
          </Alert>
        ))}
      {!o.subscription_active && (
        <Alert color="yellow">
          <Text fw={700} size="sm">
            No active subscription
          </Text>
          You don&apos;t have an active subscription. Choose a plan below to import products to your stores.
        </Alert>
      )}
      {!store ? (
        <Alert color="blue">Connect a store to choose a plan for it.</Alert>
      ) : (
        <>
          {o.integrations.length > 1 && (
            <Select
              label="Store"
              maw={360}
              data={o.integrations.map((i) => ({ value: String(i.id), label: i.shop }))}
              value={String(store.id)}
              onChange={(v) => v && setStoreId(Number(v))}
              allowDeselect={false}
            />
          )}
          <SubscriptionSummary store={store} />
          <Plans overview={o} store={store} />
        </>
      )}
      <Usage overview={o} />
      <RevenueShare overview={o} />
      <InvoiceLines />
      <PlateSearch overview={o} />
      {store?.plan_status === 'active' && <DangerZone store={store} />}
    </Stack>
  );
}

function SubscriptionSummary({ store }: { store: BillingIntegration }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Subscription
      </Title>
      {store.plan_name ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{store.plan_name}</Text>
            <Badge color={store.plan_status === 'active' ? 'green' : 'red'} variant="light">
              {store.plan_status === 'active' ? 'Active' : 'Cancelled'}
            </Badge>
          </Group>
          <Text size="sm">
            {usd(store.plan_price ?? 0)} per {cycleName(store.billing_cycle)} for {store.shop}
          </Text>
          <Text size="sm" c="dimmed">
            {store.plan_status === 'cancelled'
              ? `Cancelled on ${day(store.cancelled_on)}`
              : `Renews on ${day(store.current_period_end)}`}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {store.shop} has no plan yet.
        </Text>
      )}
    </Card>
  );
}

function Plans({ overview, store }: { overview: BillingOverview; store: BillingIntegration }) {
  const [cycle, setCycle] = useState<'annual' | 'monthly'>('annual');
  const [chosen, setChosen] = useState<{ plan: BillingPlan; label: string } | null>(null);
  const getUrl = useGetPlanUrl();
  const navigate = useNavigate();
  const annual = cycle === 'annual';
  const priceOf = (plan: BillingPlan) =>
    plan.prices.find((p) => p.recurring.interval === (annual ? 'year' : 'month'))!.unit_amount;
  async function go(plan: BillingPlan) {
    const r = await mutateWithToast(
      getUrl.mutateAsync({
        plan: plan.id,
        integration_id: store.id,
        price: priceOf(plan),
        name: plan.name,
        annual_billing: annual,
      }),
      { success: false, ...failed },
    );
    setChosen(null);
    if (r.ok) navigate(r.data.url);
  }
  return (
    <section aria-label="Plans">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Plans
        </Title>
        <SegmentedControl
          aria-label="Billing cycle"
          value={cycle}
          onChange={(v) => setCycle(v as 'annual' | 'monthly')}
          data={[
            { value: 'annual', label: 'Annual' },
            { value: 'monthly', label: 'Monthly' },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {overview.plans.map((plan) => {
          const price = priceOf(plan);
          const label = planChangeLabel(store, { plan_id: plan.id, price, annual });
          const noPim = !plan.metadata.pim_access && overview.has_catalogued_products;
          return (
            <Card key={plan.id} withBorder padding="md" aria-label={`${plan.name} plan`}>
              <Stack gap="xs" h="100%">
                <Group justify="space-between">
                  <Title order={3} size="h5">
                    {plan.name}
                  </Title>
                  {plan.metadata.featured && <Badge variant="light">Most popular</Badge>}
                </Group>
                <Text size="xl" fw={700}>
                  {usd(price)}
                  <Text span size="sm" c="dimmed">
                    {' '}
                    / {annual ? 'year' : 'month'}
                  </Text>
                </Text>
                <Text size="sm">{plan.description}</Text>
                <List size="sm" spacing={2} style={{ flexGrow: 1 }}>
                  {plan.metadata.key_features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
                {noPim && (
                  <Text size="xs" c="dimmed">
                    Not available: your team has catalogued products, which need PIM access.
                  </Text>
                )}
                <Button
                  variant={label === 'Current Subscription' ? 'default' : 'filled'}
                  disabled={label === 'Current Subscription' || noPim}
                  onClick={() => setChosen({ plan, label })}
                >
                  {label}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title={chosen?.label ?? ''}>
        {chosen && (
          <Stack gap="sm">
            <Text size="sm">
              {store.shop}: {chosen.plan.name} at {usd(priceOf(chosen.plan))} per {annual ? 'year' : 'month'}.
              You will approve the charge with the billing provider.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)}>
                Cancel
              </Button>
              <Button loading={getUrl.isPending} onClick={() => go(chosen.plan)}>
                Continue
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </section>
  );
}

/** The billing provider sandbox's approval screen for a pending charge (the plan url leads here). */
function ChargeApproval({ chargeId }: { chargeId: string }) {
  const confirm = useConfirmCharge();
  const [, setParams] = useSearchParams();
  const close = () => setParams({}, { replace: true });
  async function answer(approve: boolean) {
    await mutateWithToast(confirm.mutateAsync({ charge_id: chargeId, approve }), {
      success: (d) =>
        d.status === 'active'
          ? d.kind === 'plan'
            ? `Subscribed to ${d.integration?.plan_name ?? 'the plan'}`
            : 'Plate search added'
          : 'Charge declined',
      ...failed,
    });
    close();
  }
  return (
    <Modal opened onClose={close} title="Approve charge (billing sandbox)">
      <Stack gap="sm">
        <Text size="sm">
          The billing provider asks you to approve this subscription charge. In the sandbox nothing is paid.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(false)} disabled={confirm.isPending}>
            Decline
          </Button>
          <Button onClick={() => answer(true)} loading={confirm.isPending}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Usage({ overview }: { overview: BillingOverview }) {
  const u = overview.usage;
  const items = [
    ['Stores', String(u.stores)],
    [
      'Listings',
      overview.listings_limit === null ? String(u.listings) : `${u.listings} of ${overview.listings_limit}`,
    ],
    ['Total listings', String(u.total_listings)],
    ['Fulfilments this month', String(u.fulfilments)],
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Plan Usage
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function RevenueShare({ overview }: { overview: BillingOverview }) {
  const month = (p: string) =>
    new Date(`${p}T00:00:00Z`).toLocaleDateString('en-AU', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Revenue Share Charges
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Order units at your plan&apos;s rate of the sale price; fulfilment units at 2% capped at $20 per item.
        Amounts are in your billing currency, converted from the orders&apos; Australian dollars at the
        platform&apos;s exchange rates.
      </Text>
      <ScrollRegion label="Revenue share">
        <Table striped miw={720} aria-label="Revenue share by month">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th>Order units</Table.Th>
              <Table.Th>Rate</Table.Th>
              <Table.Th>Order units total</Table.Th>
              <Table.Th>Fulfilment units</Table.Th>
              <Table.Th>Fulfilment units total</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Total (capped)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.revenue_share.map((r) => (
              <Table.Tr key={r.period}>
                <Table.Td>{month(r.period)}</Table.Td>
                <Table.Td>{r.order_units}</Table.Td>
                <Table.Td>{r.order_units_rate}%</Table.Td>
                <Table.Td>{formatMoney(r.order_units_total_after_discount, r.currency)}</Table.Td>
                <Table.Td>{r.fulfilment_units}</Table.Td>
                <Table.Td>{formatMoney(r.fulfillment_units_total, r.currency)}</Table.Td>
                <Table.Td>{formatMoney(r.total, r.currency)}</Table.Td>
                <Table.Td fw={600}>{formatMoney(r.total_capped, r.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}

/** Invoice lines (decisions 0603, 0461): a month's revenue share is invoiced once the month is over. */
function InvoiceLines() {
  const lines = useInvoiceLines();
  if (!lines.data) return null;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Invoice Lines
      </Title>
      {lines.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing invoiced yet: each month&apos;s revenue share is invoiced when the month ends.
        </Text>
      ) : (
        <ScrollRegion label="Invoice lines">
          <Table striped miw={560} aria-label="Invoice lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.data.map((l) => (
                <Table.Tr key={l.id} c={l.voided ? 'dimmed' : undefined}>
                  <Table.Td>{day(l.created_at)}</Table.Td>
                  <Table.Td>
                    {l.description}
                    {l.voided ? ' (voided)' : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(l.amount, l.currency === 'USD' ? 'USD' : 'AUD')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}

function PlateSearch({ overview }: { overview: BillingOverview }) {
  const add = useAddPlateSearch();
  const navigate = useNavigate();
  const ps = overview.plate_search;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Number plate search (PL8SRCH)
      </Title>
      {ps.active && ps.plan ? (
        <Text size="sm">
          {ps.plan.metadata.description}: {ps.total_usage} searches used.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ps.plans.map((p) => (
            <Card key={p.id} withBorder padding="sm">
              <Stack gap={4}>
                <Text fw={600}>
                  {usd(p.unit_amount)} {p.metadata.unit_description}
                </Text>
                <Text size="sm">{p.metadata.description}</Text>
                {p.metadata.unit_description === 'pack' && ps.pack_saving > 0 && (
                  <Text size="sm" fw={600}>
                    Save {usd(ps.pack_saving)} against single searches
                  </Text>
                )}
                <Button
                  mt="xs"
                  variant="light"
                  loading={add.isPending && add.variables?.price === p.id}
                  onClick={async () => {
                    const r = await mutateWithToast(add.mutateAsync({ price: p.id }), {
                      success: false,
                      ...failed,
                    });
                    if (r.ok) navigate(r.data.url);
                  }}
                >
                  Add Subscription
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

function DangerZone({ store }: { store: BillingIntegration }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  return (
    <Card withBorder padding="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title order={2} size="h4" c="red.8" mb="xs">
        Danger Zone
      </Title>
      <Group justify="space-between">
        <Text size="sm">
          Cancel the {store.plan_name} plan for {store.shop}.
        </Text>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          Cancel Subscription
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel Subscription">
        <Stack gap="sm">
          <Alert color="red">
            <Text fw={700} size="sm">
              Danger Zone
            </Text>
            Cancelling ends the {store.plan_name} plan for {store.shop} now. Without an active plan you cannot
            import products.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Keep Subscription
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={async () => {
                const r = await mutateWithToast(cancel.mutateAsync({ integration_id: store.id }), {
                  success: BILLING_MESSAGES.cancelled,
                  ...failed,
                });
                if (r.ok) setOpen(false);
              }}
            >
              Cancel Subscription
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** 'Using Shopify?': Shopify stores are billed through Shopify. */
export function UsingShopifyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Using Shopify?
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Using Shopify?">
        <Text size="sm">
          Plans for Shopify stores are billed by Shopify on your Shopify invoice, in USD. Approve the charge
          in Shopify when you choose a plan; cancelling here cancels it in Shopify too.
        </Text>
      </Modal>
    </>
  );
}
