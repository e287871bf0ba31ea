import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { MARKETPLACE_MESSAGES } from '@partsflow/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { urls } from '../../../../lib/urls.ts';

const m = MARKETPLACE_MESSAGES.importList;

export interface Agreement {
  brand: string;
  brand_id: number;
  text: string;
}

/** Without an active subscription, Import and Import All stop here (spec section 4). */
export function SubscriptionRequiredDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Subscription Required">
      <Stack>
        <Text>{m.subscriptionRequired}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button component={Link} to={urls.marketplace.billing()}>
            Go to Billing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The brands' seller agreements, one after another ('Agreement N of M'), then 'All agreements accepted'; the
 * final accept goes ahead one second later (spec section 4: the final accept is debounced by a second).
 */
export function SellerAgreementDialog({
  agreements,
  onAccepted,
  onClose,
}: {
  agreements: Agreement[] | null;
  onAccepted: (brandIds: number[]) => void;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const done = agreements !== null && index >= agreements.length;
  useEffect(() => {
    if (!done || !agreements) return;
    const timer = setTimeout(() => onAccepted(agreements.map((a) => a.brand_id)), 1000);
    return () => clearTimeout(timer);
  }, [done, agreements, onAccepted]);
  const close = () => {
    setIndex(0);
    onClose();
  };
  const current = agreements?.[index];

  return (
    <Modal opened={agreements !== null} onClose={close} title="Brand Seller Agreement" size="lg">
      {done ? (
        <Text role="status">All agreements accepted</Text>
      ) : current ? (
        <Stack>
          {agreements!.length > 1 && (
            <Text size="sm" c="dimmed">
              Agreement {index + 1} of {agreements!.length}
            </Text>
          )}
          <Text fw={600}>{current.brand}</Text>
          <ScrollArea.Autosize mah={300} type="auto">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {current.text}
            </Text>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Decline
            </Button>
            <Button onClick={() => setIndex((i) => i + 1)}>Accept</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** 'Publish successful' with the stores; its button returns to the dashboard (Source Products). */
export function PublishSuccessDialog({
  stores,
  onClose,
}: {
  stores: { id: number; name: string }[] | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={stores !== null} onClose={onClose} title="Publish successful">
      <Stack>
        <Text size="sm">Your products were published to:</Text>
        <List size="sm">
          {(stores ?? []).map((s) => (
            <List.Item key={s.id}>{s.name}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Stay here
          </Button>
          <Button component={Link} to={urls.marketplace.sourceProducts()}>
            Back to Source Products
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A failed publish: the server's per-store messages joined with commas, else the spec's sentence. */
export function PublishFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Publish failed">
      <Stack>
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
