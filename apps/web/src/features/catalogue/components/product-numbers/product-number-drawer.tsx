import { Badge, Drawer, Loader, Tabs } from '@mantine/core';
import { useProductNumbers } from '../../api/product-numbers.ts';
import { AlternatePanel } from './alternate-panel.tsx';
import { GtinPanel } from './gtin-panel.tsx';
import { OemPanel } from './oem-panel.tsx';
import { useProductNumberActions } from './use-product-number-actions.ts';

function Count({ n }: { n: number }) {
  return (
    <Badge size="sm" variant="light" circle>
      {n}
    </Badge>
  );
}

/** Product Number Management: GTIN, OEM References and Alternate. */
export function ProductNumberDrawer({
  productId,
  opened,
  onClose,
}: {
  productId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { data } = useProductNumbers(productId, opened);
  const actions = useProductNumberActions(productId);
  return (
    <Drawer opened={opened} onClose={onClose} title="Product Number Management" position="right" size="lg">
      {!data ? (
        <Loader />
      ) : (
        <Tabs defaultValue="gtin">
          <Tabs.List mb="md">
            <Tabs.Tab value="gtin" rightSection={<Count n={data.gtin.length} />}>
              GTIN
            </Tabs.Tab>
            <Tabs.Tab value="oem" rightSection={<Count n={data.oem.length} />}>
              OEM References
            </Tabs.Tab>
            <Tabs.Tab value="alternate" rightSection={<Count n={data.alternate.length} />}>
              Alternate
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="gtin">
            <GtinPanel entries={data.gtin} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="oem">
            <OemPanel entries={data.oem} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="alternate">
            <AlternatePanel entries={data.alternate} actions={actions} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}
