import { COPY_MESSAGES, type CopyOptions } from '@partsflow/contracts';
import { Button, Checkbox, CloseButton, Group, Modal, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { searchCopyDestinations, useCopyFrom, useCopyTo } from '../../api/bulk.ts';
import type { ProductRef } from '../../api/product-ref.ts';
import { searchRelatedProducts } from '../../api/cross-sells.ts';

/** The copy options and their defaults (spec section 7). */
const DEFAULTS: CopyOptions = {
  attributes: true,
  cross_sells: false,
  packages: false,
  vehicles: true,
  replace: false,
};

const OPTION_LABELS: { key: keyof CopyOptions; label: string; description?: string }[] = [
  { key: 'attributes', label: 'Attributes' },
  { key: 'cross_sells', label: 'Cross-sells' },
  { key: 'packages', label: 'Packages' },
  { key: 'vehicles', label: 'Vehicles' },
  {
    key: 'replace',
    label: 'Replace',
    description:
      'Remove the existing data of the chosen kinds before copying (otherwise only what is missing is added)',
  },
];

function CopyOptionsFields({ value, onChange }: { value: CopyOptions; onChange: (v: CopyOptions) => void }) {
  return (
    <Stack gap="xs">
      {OPTION_LABELS.map((o) => (
        <Checkbox
          key={o.key}
          label={o.label}
          description={o.description}
          checked={value[o.key]}
          onChange={(e) => onChange({ ...value, [o.key]: e.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}

/** Copy from Product: one source product's data onto this one. */
export function CopyFromModal({
  product,
  opened,
  onClose,
}: {
  product: ProductRef;
  opened: boolean;
  onClose: () => void;
}) {
  const [source, setSource] = useState<LookupOption | null>(null);
  const [options, setOptions] = useState<CopyOptions>(DEFAULTS);
  const [error, setError] = useState<string | null>(null);
  const copy = useCopyFrom(product);
  const close = () => {
    setSource(null);
    setOptions(DEFAULTS);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!source) {
      setError(COPY_MESSAGES.sourceRequired);
      return;
    }
    const sku = source.label.split(' ')[0] ?? source.label;
    const r = await mutateWithToast(copy.mutateAsync({ sourceId: Number(source.value), options }), {
      success: (d) => d.message,
      error: COPY_MESSAGES.copyFromFailed(sku),
    });
    if (r.ok) close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Copy from Product">
      <Stack gap="sm">
        <AsyncSearchSelect
          label="Source product"
          placeholder="Search by SKU or title (3 or more characters)"
          kind="copy-from-products"
          scope={product.sku}
          fetcher={(term) => (term.length < 3 ? Promise.resolve([]) : searchRelatedProducts(product, term))}
          toOption={(p) => ({ value: String(p.id), label: `${p.sku} ${p.title}` })}
          value={source}
          onChange={(o) => {
            setSource(o);
            setError(null);
          }}
          error={error}
          required
        />
        <CopyOptionsFields value={options} onChange={setOptions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={copy.isPending} onClick={() => void submit()}>
            Copy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Copy to Products: this product's data onto each chosen destination (search limit 50). */
export function CopyToModal({
  product,
  opened,
  onClose,
}: {
  product: ProductRef;
  opened: boolean;
  onClose: () => void;
}) {
  const [destinations, setDestinations] = useState<LookupOption[]>([]);
  const [options, setOptions] = useState<CopyOptions>(DEFAULTS);
  const [error, setError] = useState<string | null>(null);
  const copy = useCopyTo(product);
  const close = () => {
    setDestinations([]);
    setOptions(DEFAULTS);
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!destinations.length) {
      setError(COPY_MESSAGES.destinationRequired);
      return;
    }
    const r = await mutateWithToast(
      copy.mutateAsync({ ...options, destination_product_ids: destinations.map((d) => Number(d.value)) }),
      { success: (d) => d.message, error: COPY_MESSAGES.copyToFailed },
    );
    if (r.ok) close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Copy to Products">
      <Stack gap="sm">
        <AsyncSearchSelect
          label="Destination products"
          placeholder="Search by SKU or title (3 or more characters)"
          kind="copy-to-products"
          scope={product.sku}
          fetcher={(term) => (term.length < 3 ? Promise.resolve([]) : searchCopyDestinations(product, term))}
          toOption={(p) => ({ value: String(p.id), label: `${p.sku} ${p.title}` })}
          value={null}
          onChange={(o) => {
            if (o && !destinations.some((d) => d.value === o.value)) setDestinations([...destinations, o]);
            setError(null);
          }}
          error={error}
          required
        />
        {destinations.length > 0 && (
          <Group gap={6} aria-label="Chosen destination products">
            {destinations.map((d) => (
              <Pill key={d.value}>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs">{d.label}</Text>
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${d.label}`}
                    onClick={() => setDestinations(destinations.filter((x) => x.value !== d.value))}
                  />
                </Group>
              </Pill>
            ))}
          </Group>
        )}
        <CopyOptionsFields value={options} onChange={setOptions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={copy.isPending} onClick={() => void submit()}>
            Copy to {destinations.length || ''} product{destinations.length === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
