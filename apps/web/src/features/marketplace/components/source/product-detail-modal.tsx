import { Badge, Button, Group, Image, Modal, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useAddToImportList } from '../../api/import-list.ts';
import { useListingDetail } from '../../api/source.ts';
import { ReportIssueModal } from './report-issue-modal.tsx';
import classes from './source.module.css';

function money(n: number | null) {
  return n === null ? '—' : `$${n.toFixed(2)}`;
}

/** The detail overlay: Description, Variants (one panel per SKU) and Media, with Add to Import List and Report Issue. */
export function ProductDetailModal({
  listingId,
  onClose,
}: {
  listingId: number | null;
  onClose: () => void;
}) {
  const detail = useListingDetail(listingId);
  const add = useAddToImportList();
  const [reporting, setReporting] = useState(false);
  const d = detail.data;
  const media = d?.variants.flatMap((v) => v.media.filter((x) => x.type === 'image')) ?? [];

  return (
    <>
      <Modal
        opened={listingId !== null && !reporting}
        onClose={onClose}
        size="xl"
        title={d?.title ?? 'Product'}
      >
        {detail.isError ? (
          <Text>Product data currently unavailable.</Text>
        ) : !d ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <Stack>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {d.brand}
              </Text>
              {d.status === 'invalid' && (
                <Badge color="red" variant="light" size="sm">
                  Invalid
                </Badge>
              )}
            </Group>
            <Tabs defaultValue="description">
              <Tabs.List>
                <Tabs.Tab value="description">Description</Tabs.Tab>
                <Tabs.Tab value="variants">Variants</Tabs.Tab>
                <Tabs.Tab value="media">Media</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="description" pt="md">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {d.description || 'No description.'}
                </Text>
              </Tabs.Panel>
              <Tabs.Panel value="variants" pt="md">
                <Stack gap="xs">
                  {d.variants.map((v) => (
                    // Native disclosure: one expandable panel per SKU, keyboard and screen-reader ready.
                    <details key={v.sku} className={classes.variant}>
                      <summary>
                        <Text span ff="monospace" size="sm">
                          {v.sku}
                        </Text>{' '}
                        <Text span size="sm">
                          {Object.values(v.options).join(' / ') || v.title}
                        </Text>
                      </summary>
                      <Table aria-label={`Variant ${v.sku}`} mt="xs">
                        <Table.Tbody>
                          <Table.Tr>
                            <Table.Th>RRP</Table.Th>
                            <Table.Td>{money(v.price)}</Table.Td>
                          </Table.Tr>
                          <Table.Tr>
                            <Table.Th>Cost</Table.Th>
                            <Table.Td>{money(v.cost)}</Table.Td>
                          </Table.Tr>
                          {v.product_type && (
                            <Table.Tr>
                              <Table.Th>Product type</Table.Th>
                              <Table.Td>{v.product_type}</Table.Td>
                            </Table.Tr>
                          )}
                          {v.attributes.map((a) => (
                            <Table.Tr key={a.name}>
                              <Table.Th>{a.name}</Table.Th>
                              <Table.Td>{a.value ?? '—'}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </details>
                  ))}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="media" pt="md">
                {media.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Image unavailable
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 2, sm: 4 }}>
                    {media.map((x) => (
                      <Image key={x.url} src={x.url} alt={`Image of ${d.title}`} h={120} fit="contain" />
                    ))}
                  </SimpleGrid>
                )}
              </Tabs.Panel>
            </Tabs>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReporting(true)}>
                Report Issue
              </Button>
              <Button
                disabled={d.in_import_list}
                loading={add.isPending}
                onClick={() =>
                  void mutateWithToast(add.mutateAsync(d.listing_id), { success: 'Added to Import List' })
                }
              >
                {d.in_import_list ? 'Added to Import List' : 'Add to Import List'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {listingId !== null && (
        <ReportIssueModal listingId={listingId} opened={reporting} onClose={() => setReporting(false)} />
      )}
    </>
  );
}
