import { Alert, Loader, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { AuditEntry } from '../../../catalogue/index.ts';
import { useProductPackageHistory } from '../../api/product-packages.ts';

/**
 * The history of the distributor's own packages of a product (decision 0780, shown by decision 0690): who added,
 * changed or removed which package and what changed, newest first. Read only: nothing here is reverted.
 */
export function PackageHistory({ productId }: { productId: number }) {
  const history = useProductPackageHistory(productId);
  if (history.isLoading) return <Loader aria-label="Loading the package history" />;
  if (!history.data) return <Alert color="red">The package history could not be loaded.</Alert>;
  if (history.data.audits.length === 0) return <Text c="dimmed">No package changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={22} lineWidth={2} aria-label="Package history">
      {history.data.audits.map((a) => (
        <Timeline.Item key={a.id} bullet={<IconHistory size={12} aria-hidden />}>
          <AuditEntry audit={a} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
