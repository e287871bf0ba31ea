import { IMPORT_LIST_PAGE_SIZE, MARKETPLACE_MESSAGES, PUBLISH_PROGRESS_TOPIC } from '@partsflow/contracts';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeError, errorCode, serverMessageOr } from '../../../../lib/api-errors.ts';
import { useLiveChannel } from '../../../../lib/live-channel.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { notify } from '../../../../lib/notify.ts';
import { urls } from '../../../../lib/urls.ts';
import {
  useAcceptAgreements,
  useBulkPublish,
  followBulkPublish,
  useImportList,
  useInvalidatePublished,
  usePublishOne,
  useRemoveAllImportListings,
  useRemoveImportListing,
  type BulkPublishProgress,
} from '../../api/import-list.ts';
import { useStores } from '../../api/stores.ts';
import { ImportListingCard } from './import-listing-card.tsx';
import {
  PublishFailedDialog,
  PublishSuccessDialog,
  SellerAgreementDialog,
  SubscriptionRequiredDialog,
  type Agreement,
} from './publish-dialogs.tsx';
import { StorePicker } from './store-picker.tsx';

const m = MARKETPLACE_MESSAGES.importList;

/**
 * The Import List (spec 2.5 and 4): drafts 10 a page, searchable by SKU, autosaved; Import one or Import All to
 * the chosen stores through the subscription gate and the brands' seller agreements; Remove and Remove All.
 */
export function ImportList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const list = useImportList({ page, per_page: IMPORT_LIST_PAGE_SIZE, query: query || undefined });
  const stores = useStores();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [text, setText] = useState(query);
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [agreements, setAgreements] = useState<{ list: Agreement[]; then: () => void } | null>(null);
  const [published, setPublished] = useState<{ id: number; name: string }[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const publishOne = usePublishOne();
  const bulkPublish = useBulkPublish();
  const accept = useAcceptAgreements();
  const removeOne = useRemoveImportListing();
  const removeAll = useRemoveAllImportListings();
  const invalidatePublished = useInvalidatePublished();

  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
  const search = useDebouncedCallback((q: string) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (q) next.set('q', q);
      else next.delete('q');
      next.delete('page');
      return next;
    });
  }, 500);

  const data = list.data;
  const items = data?.data ?? [];
  const total = data?.meta.total_items ?? 0;
  const storeList = stores.data ?? [];
  const storeIds = chosen ?? storeList.map((s) => s.id);

  const [live, setLive] = useState<BulkPublishProgress | null>(null);
  useLiveChannel<({ job_id?: string } & BulkPublishProgress) | null>(PUBLISH_PROGRESS_TOPIC, (payload) => {
    if (jobId && payload?.job_id === jobId) setLive(payload);
  });

  /** The gates in the order the server checks them: subscription, a store, the seller agreements. */
  const gate = (brandIds: number[], run: () => void) => {
    if (!data?.subscription_active) {
      setSubscriptionOpen(true);
      return;
    }
    if (storeIds.length === 0) {
      notify.error(m.selectStore);
      return;
    }
    const pending = (data.meta.brand_seller_agreements ?? []).filter((a) => brandIds.includes(a.brand_id));
    if (!pending.length) {
      run();
      return;
    }
    setAgreements({ list: pending, then: run });
  };

  const publishFailed = (err: unknown) => {
    if (errorCode(err) === 'subscription_required') setSubscriptionOpen(true);
    else setFailed(serverMessageOr(err, m.publishFailed));
  };

  const importOne = (id: number, brandId: number) =>
    gate([brandId], async () => {
      setBusyId(id);
      try {
        const r = await publishOne.mutateAsync({ id, stores: storeIds });
        setPublished(r.successfully_published_stores);
        if (items.length === 1 && page > 1) setPage(page - 1);
      } catch (err) {
        publishFailed(err);
      } finally {
        setBusyId(null);
      }
    });

  const importAll = () =>
    gate(
      (data?.meta.brand_seller_agreements ?? []).map((a) => a.brand_id),
      async () => {
        try {
          const ids = storeIds;
          const { job_id } = await bulkPublish.mutateAsync({ stores: ids });
          setLive(null);
          setJobId(job_id);
          const last = await followBulkPublish(job_id, setLive);
          setJobId(null);
          setPage(1);
          await invalidatePublished();
          if (last.errors.length) setFailed(last.errors.map((e) => e.message).join(', '));
          else setPublished(storeList.filter((s) => ids.includes(s.id)));
        } catch (err) {
          setJobId(null);
          publishFailed(err);
        }
      },
    );

  const onAgreementsAccepted = useCallback(
    async (brandIds: number[]) => {
      const next = agreements;
      setAgreements(null);
      const r = await mutateWithToast(accept.mutateAsync(brandIds), { success: false });
      if (r.ok) next?.then();
    },
    [agreements, accept],
  );

  const remove = async (id: number) => {
    setBusyId(id);
    const r = await mutateWithToast(removeOne.mutateAsync(id), { success: false, error: m.cannotRemove });
    setBusyId(null);
    // Removing the last item of a page shows the previous page.
    if (r.ok && items.length === 1 && page > 1) setPage(page - 1);
  };
  const doRemoveAll = async () => {
    const r = await mutateWithToast(removeAll.mutateAsync(), { success: false, error: m.removalFailed });
    if (r.ok) setPage(1);
  };

  const running = jobId !== null;
  const pct = live?.progress ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TextInput
          style={{ flex: '1 1 260px' }}
          maw={420}
          aria-label="Search Import List by SKU"
          placeholder="Search Import List by SKU"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            search(e.currentTarget.value.trim());
          }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            color="red"
            onClick={() => void doRemoveAll()}
            loading={removeAll.isPending}
            disabled={total === 0 || running}
          >
            Remove All
          </Button>
          <Button onClick={importAll} loading={bulkPublish.isPending} disabled={total === 0 || running}>
            Import All
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="sm">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Publish to
          </Text>
          <StorePicker stores={storeList} chosen={chosen} onChange={setChosen} />
        </Stack>
      </Card>
      {running && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            Importing {live?.at ?? 0} of {live?.total ?? total}...
          </Text>
          <Progress value={pct} animated aria-label="Import progress" />
        </Stack>
      )}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the import list" />
        </Center>
      ) : list.isError ? (
        <Text c="red.8">{describeError(list.error, 'Could not load the import list.')}</Text>
      ) : items.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text>{query ? 'No products found' : m.empty}</Text>
            <Anchor component={Link} to={urls.marketplace.sourceProducts()}>
              Add Products
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <ImportListingCard
              key={item.id}
              item={item}
              removing={busyId === item.id && removeOne.isPending}
              importing={busyId === item.id && publishOne.isPending}
              onRemove={() => void remove(item.id)}
              onImport={() => importOne(item.id, item.brand_id)}
            />
          ))}
        </Stack>
      )}
      {total > IMPORT_LIST_PAGE_SIZE && (
        <Center>
          <Pagination
            total={Math.ceil(total / IMPORT_LIST_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            siblings={2}
            boundaries={1}
          />
        </Center>
      )}
      <SubscriptionRequiredDialog opened={subscriptionOpen} onClose={() => setSubscriptionOpen(false)} />
      <SellerAgreementDialog
        key={agreements ? agreements.list.map((a) => a.brand_id).join(',') : 'none'}
        agreements={agreements?.list ?? null}
        onAccepted={(ids) => void onAgreementsAccepted(ids)}
        onClose={() => setAgreements(null)}
      />
      <PublishSuccessDialog stores={published} onClose={() => setPublished(null)} />
      <PublishFailedDialog message={failed} onClose={() => setFailed(null)} />
    </Stack>
  );
}
