import type { ProductIssue } from '@partsflow/contracts';
import { Badge, Button, Card, Drawer, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useProductIssues, useSetIssueResolved } from '../../api/product-issues.ts';
import { formatDate } from '../../../../lib/format.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

function IssueCard({ issue }: { issue: ProductIssue }) {
  const setResolved = useSetIssueResolved();
  const toggle = () =>
    mutateWithToast(setResolved.mutateAsync({ id: issue.id, resolved: !issue.resolved }), {
      success: issue.resolved ? TOASTS.issueReopened : TOASTS.issueResolved,
      error: TOASTS.issueError,
    });
  return (
    <Card withBorder padding="sm">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {issue.issue}
      </Text>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {issue.reporting_team ?? 'Unknown reporter'} · {formatDate(issue.created_at)}
        </Text>
        <Button size="xs" variant="light" loading={setResolved.isPending} onClick={toggle}>
          {issue.resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </Group>
    </Card>
  );
}

function IssueList({ issues, empty }: { issues: ProductIssue[]; empty: string }) {
  if (issues.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      {issues.map((i) => (
        <IssueCard key={i.id} issue={i} />
      ))}
    </Stack>
  );
}

/** The Product Issues drawer: Open and Resolved, each with its count. */
export function ProductIssuesDrawer({
  productId,
  opened,
  onClose,
}: {
  productId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { data, isLoading } = useProductIssues(opened ? productId : undefined);
  return (
    <Drawer opened={opened} onClose={onClose} title="Product Issues" position="right" size="md">
      {isLoading || !data ? (
        <Loader />
      ) : (
        <Tabs defaultValue="open">
          <Tabs.List mb="md">
            <Tabs.Tab
              value="open"
              rightSection={
                <Badge size="sm" color="red" variant="light">
                  {data.open_count}
                </Badge>
              }
            >
              Open
            </Tabs.Tab>
            <Tabs.Tab
              value="resolved"
              rightSection={
                <Badge size="sm" variant="light">
                  {data.resolved_count}
                </Badge>
              }
            >
              Resolved
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="open">
            <IssueList issues={data.open} empty="No open issues." />
          </Tabs.Panel>
          <Tabs.Panel value="resolved">
            <IssueList issues={data.resolved} empty="No resolved issues." />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}
