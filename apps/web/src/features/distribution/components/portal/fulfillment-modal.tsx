import {
  Button,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  REJECTION_REASONS,
  type DistributorFulfillment,
  type Party,
  type RejectionReason,
} from '@partsflow/contracts';
import { useState, type FormEvent } from 'react';
import { formatCents, formatDateTime } from '../../../../lib/format.ts';
import {
  useFulfillment,
  useRespondCancellationRequest,
  useRespondFulfillmentRequest,
} from '../../api/portal.ts';
import { orderIdLabel } from './portal-search.tsx';
import { PortalStatusBadge } from './portal-status.tsx';

function Address({ title, party }: { title: string; party: Party }) {
  return (
    <Stack gap={2} component="section" aria-label={title}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {[
        party.name,
        party.company,
        party.address1,
        party.address2,
        [party.city, party.subdivision_code, party.postal_code].filter(Boolean).join(' '),
        party.country,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <Text key={i} size="sm">
            {line}
          </Text>
        ))}
    </Stack>
  );
}

function LineItems({ f }: { f: DistributorFulfillment }) {
  const total = f.line_items.reduce(
    (s, l) => s + l.quantity * l.merchant_order_line_item.store_unit_price,
    0,
  );
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table aria-label="Line items" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit Price</Table.Th>
            <Table.Th ta="right">Total Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {f.line_items.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <Text size="sm">{l.product.sku}</Text>
                <Text size="xs" c="dimmed">
                  {l.product.title}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(l.merchant_order_line_item.store_unit_price)}</Table.Td>
              <Table.Td ta="right">
                {formatCents(l.quantity * l.merchant_order_line_item.store_unit_price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3} ta="right">
              Total
            </Table.Th>
            <Table.Th ta="right">{formatCents(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

type Choice = 'accept' | 'reject' | null;

/** Accept with a reference number or Reject with one of the five reasons; the message is optional (spec 5). */
function RequestForm({ f, onDone }: { f: DistributorFulfillment; onDone: () => void }) {
  const respond = useRespondFulfillmentRequest(f.id);
  const [choice, setChoice] = useState<Choice>(null);
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!choice) next.status = 'Choose Accept or Reject';
    if (choice === 'accept' && !reference.trim()) next.reference_number = 'A reference number is required';
    if (choice === 'reject' && !reason) next.rejection_reason = 'A rejection reason is required';
    setErrors(next);
    if (Object.keys(next).length || !choice) return;
    respond.mutate(
      choice === 'accept'
        ? {
            status: 'accept',
            reference_number: reference.trim(),
            merchant_message: message.trim() || undefined,
          }
        : { status: 'reject', rejection_reason: reason!, merchant_message: message.trim() || undefined },
      {
        onSuccess: onDone,
        // Fulfilment responses fail silently, only logged; the form stays open (spec 8).
        onError: (err) => console.error('Fulfillment response failed', err),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Fulfillment request">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Fulfillment Request
        </Title>
        <Radio.Group
          label="Response"
          value={choice}
          onChange={(v) => setChoice(v as Choice)}
          error={errors.status}
          withAsterisk
        >
          <Group mt={4}>
            <Radio value="accept" label="Accept" />
            <Radio value="reject" label="Reject" />
          </Group>
        </Radio.Group>
        {choice === 'accept' && (
          <TextInput
            label="Reference number"
            description="Your order number for this request"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={errors.reference_number}
            withAsterisk
          />
        )}
        {choice === 'reject' && (
          <Select
            label="Rejection reason"
            data={Object.entries(REJECTION_REASONS).map(([value, label]) => ({ value, label }))}
            value={reason}
            onChange={(v) => setReason(v as RejectionReason | null)}
            error={errors.rejection_reason}
            withAsterisk
            withScrollArea={false}
          />
        )}
        <Textarea
          label="Message to the merchant"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={respond.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The merchant asks to cancel: accept (the request is cancelled) or reject (the work goes on). */
function CancellationForm({ f, onDone }: { f: DistributorFulfillment; onDone: () => void }) {
  const respond = useRespondCancellationRequest(f.id);
  const [choice, setChoice] = useState<Choice>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return setError('Choose Accept or Reject');
    setError(undefined);
    respond.mutate(
      { status: choice, merchant_message: message.trim() || undefined },
      { onSuccess: onDone, onError: (err) => console.error('Cancellation response failed', err) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Cancellation request">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Cancellation Request
        </Title>
        <Text size="sm">
          The merchant has asked to cancel this fulfillment. Accept to cancel it and stop work on the order;
          reject to keep fulfilling it. The merchant is told of your answer.
        </Text>
        <Radio.Group
          label="Response"
          value={choice}
          onChange={(v) => setChoice(v as Choice)}
          error={error}
          withAsterisk
        >
          <Group mt={4}>
            <Radio value="accept" label="Accept" />
            <Radio value="reject" label="Reject" />
          </Group>
        </Radio.Group>
        <Textarea
          label="Message to the merchant"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={respond.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The fulfillment details modal (distributor spec 2.1) with the response forms its supported actions allow. */
export function FulfillmentModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: f, isError } = useFulfillment(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={f ? `Fulfillment ${orderIdLabel(f)}` : 'Fulfillment'}
    >
      {isError ? (
        <Text c="red.8">This fulfillment could not be loaded.</Text>
      ) : !f || f.id !== id ? (
        <Skeleton height={240} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <PortalStatusBadge status={f.display_status} colourOf={f.distributor_status} />
            <Text size="sm" c="dimmed">
              {f.merchant_order.store_name} · {f.merchant_order.store_order_reference} ·{' '}
              {formatDateTime(f.created_at)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Address title="Origin" party={f.sender} />
            <Address title="Destination" party={f.recipient} />
          </SimpleGrid>
          <LineItems f={f} />
          {f.supported_actions.includes('respond_fulfillment_request') && (
            <RequestForm f={f} onDone={onClose} />
          )}
          {f.supported_actions.includes('respond_cancellation_request') && (
            <CancellationForm f={f} onDone={onClose} />
          )}
        </Stack>
      )}
    </Modal>
  );
}
