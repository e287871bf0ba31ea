import type { Listing } from '@partsflow/contracts';
import { MARKETPLACE_MESSAGES } from '@partsflow/contracts';
import { Alert, Button, Card, Group, List, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { urls } from '../../../../lib/urls.ts';
import { useDeleteListing, useSetListingStatus, useSetListingVisibility } from '../../api/listings.ts';
import { ListingStatusBadge } from './listing-status.tsx';

const m = MARKETPLACE_MESSAGES.listing;

/**
 * Status of a saved listing: Publish toggles published and archived (the button reads Unpublish when
 * published); marketplace visibility only while published; why it is invalid; delete.
 */
export function ListingStatusCard({ listing }: { listing: Listing }) {
  const brand = listing.brand.slug;
  const navigate = useNavigate();
  const status = useSetListingStatus(brand);
  const visibility = useSetListingVisibility(brand);
  const remove = useDeleteListing(brand);
  const published = listing.status === 'published';

  const toggleStatus = () =>
    mutateWithToast(status.mutateAsync({ id: listing.id, status: published ? 'archived' : 'published' }), {
      success: m.statusUpdated,
      error: (e) => serverMessageOr(e, m.errorUpdating.trim()),
    });
  const [confirming, setConfirming] = useState(false);
  const doDelete = async () => {
    const r = await mutateWithToast(remove.mutateAsync(listing.id), { success: m.deleted });
    setConfirming(false);
    if (r.ok) void navigate(urls.catalogue.listings(brand));
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Status
          </Title>
          <ListingStatusBadge status={listing.status} />
        </Group>
        {listing.validations.length > 0 && (
          <Alert color="red" title="This listing is invalid" variant="light">
            <List size="sm">
              {listing.validations.map((v) => (
                <List.Item key={v}>{v}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Switch
          label="Visible on the marketplace"
          checked={listing.visible_on_marketplace}
          disabled={!published || visibility.isPending}
          description={published ? undefined : 'Only while the listing is published'}
          onChange={(e) =>
            void mutateWithToast(
              visibility.mutateAsync({ id: listing.id, visible: e.currentTarget.checked }),
              { success: m.visibilityUpdated },
            )
          }
        />
        <Group>
          <Button
            onClick={() => void toggleStatus()}
            loading={status.isPending}
            variant={published ? 'default' : 'filled'}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete listing">
        <Stack>
          <Text size="sm">Delete {listing.title}? Merchants will no longer find it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void doDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
