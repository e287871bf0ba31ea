import { MY_PRODUCTS_MESSAGES as M, type MerchantProductDetail } from '@partsflow/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input/debounced-search-input.tsx';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import {
  useAddAttribute,
  useAddVehicles,
  useMerchantProduct,
  useRemoveAttribute,
  useRemoveVehicle,
  useResyncProduct,
  useSendToPim,
  useVehiclePicker,
} from '../../api/merchant-products.ts';
import { STATUS_COLORS } from './product-card.tsx';
import { ScrollRegion } from '../../../../components/scroll-region/scroll-region.tsx';

function AttributesTab({ product, readOnly }: { product: MerchantProductDetail; readOnly: boolean }) {
  const add = useAddAttribute(product.id);
  const remove = useRemoveAttribute(product.id);
  const [title, setTitle] = useState('');
  const [value, setValue] = useState('');
  const submit = async () => {
    const r = await mutateWithToast(add.mutateAsync({ title: title.trim(), value: value.trim() }), {
      success: 'Attribute added',
    });
    if (r.ok) {
      setTitle('');
      setValue('');
    }
  };
  return (
    <Stack gap="sm">
      {product.attribute_values.length === 0 ? (
        <Text size="sm" c="dimmed">
          {M.noAttributes}
        </Text>
      ) : (
        <ScrollRegion label="Attributes">
          <Table miw={360} aria-label="Attributes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Attribute</Table.Th>
                <Table.Th>Value</Table.Th>
                {!readOnly && <Table.Th>Remove</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.attribute_values.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.title}</Table.Td>
                  <Table.Td>{a.value}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${a.title}`}
                        onClick={() =>
                          void mutateWithToast(remove.mutateAsync(a.id), { success: 'Attribute removed' })
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {!readOnly && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Attribute"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              style={{ flex: '1 1 140px' }}
            />
            <TextInput
              label="Value"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              style={{ flex: '1 1 140px' }}
            />
            <Button type="submit" loading={add.isPending} disabled={!title.trim()}>
              Add Attribute
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

function VehiclePicker({ productId, onClose }: { productId: number; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const picker = useVehiclePicker(productId, { query, page });
  const add = useAddVehicles(productId);
  const rows = picker.data?.data ?? [];
  const total = picker.data?.meta.total_count ?? 0;
  const submit = async () => {
    const r = await mutateWithToast(add.mutateAsync([...chosen]), {
      success: (d) =>
        `${chosen.size} vehicle${chosen.size === 1 ? '' : 's'} added (${d.vehicles.length} in all)`,
    });
    if (r.ok) onClose();
  };
  return (
    <Stack gap="sm">
      <DebouncedSearchInput
        label="Search vehicles"
        value={query}
        onSearch={(q) => {
          setQuery(q);
          setPage(1);
        }}
      />
      {picker.isPending ? (
        <Loader size="sm" aria-label="Loading vehicles" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No vehicles found
        </Text>
      ) : (
        <ScrollRegion label="Vehicles to add">
          <Table miw={420} aria-label="Vehicles to add">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Year Range</Table.Th>
                <Table.Th>Engine</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${v.title}`}
                      checked={chosen.has(v.id)}
                      onChange={() =>
                        setChosen((prev) => {
                          const next = new Set(prev);
                          if (next.has(v.id)) next.delete(v.id);
                          else next.add(v.id);
                          return next;
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>{[v.make, v.model, v.series, v.variant].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{v.year_range}</Table.Td>
                  <Table.Td>{v.engine ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={page * 10 >= total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen.size === 0} loading={add.isPending} onClick={() => void submit()}>
            Add {chosen.size > 0 ? chosen.size : ''} Vehicle{chosen.size === 1 ? '' : 's'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function VehiclesTab({ product, readOnly }: { product: MerchantProductDetail; readOnly: boolean }) {
  const remove = useRemoveVehicle(product.id);
  const [picking, setPicking] = useState(false);
  if (picking) return <VehiclePicker productId={product.id} onClose={() => setPicking(false)} />;
  return (
    <Stack gap="sm">
      {product.vehicle_applications.length === 0 && (
        <Text size="sm" c="dimmed">
          No Vehicles
        </Text>
      )}
      {product.vehicle_applications.map((app) => (
        <Stack key={app.id} gap={4}>
          <Text fw={600} size="sm">
            {app.title}
          </Text>
          <ScrollRegion label="Vehicles">
            <Table miw={560} aria-label="Vehicles">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vehicles</Table.Th>
                  <Table.Th>Year Range</Table.Th>
                  <Table.Th>Series</Table.Th>
                  <Table.Th>Body</Table.Th>
                  <Table.Th>Engine</Table.Th>
                  <Table.Th>Transmission</Table.Th>
                  {!readOnly && <Table.Th>Remove</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {app.vehicles.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{v.title}</Table.Td>
                    <Table.Td>{v.year_range}</Table.Td>
                    <Table.Td>{v.series ?? ''}</Table.Td>
                    <Table.Td>{v.body ?? ''}</Table.Td>
                    <Table.Td>{v.engine ?? ''}</Table.Td>
                    <Table.Td>{v.transmission ?? ''}</Table.Td>
                    {!readOnly && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${v.title}`}
                          onClick={() =>
                            void mutateWithToast(remove.mutateAsync(v.id), { success: 'Vehicle removed' })
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Stack>
      ))}
      {!readOnly && (
        <Group>
          <Button onClick={() => setPicking(true)}>Add Vehicle</Button>
        </Group>
      )}
    </Stack>
  );
}

/** The My Products overlay: image, brand, title, status, store; Attributes, Vehicles and Variants; re-sync. */
export function ProductOverlay({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useMerchantProduct(id);
  const resync = useResyncProduct(id);
  const sendToPim = useSendToPim(id);
  const [spinning, setSpinning] = useState(false);
  const p = detail.data;
  const readOnly = p?.status === 'Synced';
  const hasVariants =
    !!p && (p.variants.length > 1 || p.variants.some((v) => !/^default( title)?$/i.test(v.title)));
  const doResync = async () => {
    setSpinning(true);
    // The spinner turns for 1.5 s at least (spec section 4), however quickly the store answers.
    const [r] = await Promise.all([
      mutateWithToast(resync.mutateAsync(), { success: M.synced, error: M.syncFailed }),
      new Promise((res) => setTimeout(res, 1500)),
    ]);
    setSpinning(false);
    if (!r.ok) onClose();
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={p?.title ?? 'Product'}>
      {detail.isPending ? (
        <Loader aria-label="Loading product" />
      ) : detail.isError || !p ? (
        <Alert color="red">{M.requestError}</Alert>
      ) : (
        <Stack gap="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            {p.image ? (
              <img src={p.image} alt="" style={{ width: 96, height: 96, objectFit: 'contain' }} />
            ) : null}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {p.brand}
              </Text>
              <Group gap="xs">
                <StatusBadge status={p.status} colors={STATUS_COLORS} />
                <Text size="sm" c="dimmed">
                  {p.store.name}
                </Text>
              </Group>
              <Text size="xs" ff="monospace">
                {p.sku}
              </Text>
            </Stack>
          </Group>
          {readOnly && (
            <Text size="sm" c="dimmed">
              {M.readOnly}
            </Text>
          )}
          <Tabs defaultValue="attributes">
            <Tabs.List>
              <Tabs.Tab value="attributes">Attributes</Tabs.Tab>
              <Tabs.Tab value="vehicles">Vehicles</Tabs.Tab>
              {hasVariants && <Tabs.Tab value="variants">Variants</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="attributes" pt="sm">
              <AttributesTab product={p} readOnly={readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="vehicles" pt="sm">
              <VehiclesTab product={p} readOnly={readOnly} />
            </Tabs.Panel>
            {hasVariants && (
              <Tabs.Panel value="variants" pt="sm">
                <ScrollRegion label="Variants">
                  <Table miw={360} aria-label="Variants">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>SKU</Table.Th>
                        <Table.Th>Supplier SKU</Table.Th>
                        <Table.Th>Title</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {p.variants.map((v) => (
                        <Table.Tr key={v.sku}>
                          <Table.Td>{v.sku}</Table.Td>
                          <Table.Td>{v.supplier_sku ?? ''}</Table.Td>
                          <Table.Td>{v.title}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollRegion>
              </Tabs.Panel>
            )}
          </Tabs>
          <Group justify="flex-end" gap="sm">
            {/* Hidden when Synced (spec 2.6); a Linked product is in the catalogue already. */}
            {p.status === 'Not Linked' && (
              <Button
                loading={sendToPim.isPending}
                onClick={() =>
                  void mutateWithToast(sendToPim.mutateAsync(), {
                    success: (r) => r.message,
                    error: M.pimFailed,
                  })
                }
              >
                Send to PIM
              </Button>
            )}
            <Button variant="default" loading={spinning} onClick={() => void doResync()}>
              Re-sync
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
