import type { Product } from '@partsflow/contracts';
import { Alert, Card, Loader, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useAudits, useRevertAudit } from '../../api/history.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AuditEntry } from './audit-entry.tsx';

export function HistoryTimeline({ product }: { product: Product }) {
  const audits = useAudits(product);
  useRefreshErrorToast(audits, TOASTS.refreshError('history'));
  const revert = useRevertAudit(product.id);

  const revertChange = (id: number) =>
    mutateWithToast(revert.mutateAsync(id), { success: TOASTS.reverted, error: TOASTS.revertError });

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        History
      </Title>
      {audits.isLoading ? (
        <Loader />
      ) : !audits.data ? (
        <Alert color="red">{TOASTS.refreshError('history')}</Alert>
      ) : audits.data.length === 0 ? (
        <Text c="dimmed">No changes recorded yet.</Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2}>
          {audits.data.map((a) => (
            <Timeline.Item key={a.id} bullet={<IconHistory size={12} aria-hidden />}>
              <AuditEntry
                audit={a}
                reverting={revert.isPending && revert.variables === a.id}
                onRevert={() => void revertChange(a.id)}
              />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
