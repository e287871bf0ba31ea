import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ChangeSetModal } from './change-set-modal.tsx';
import { ReindexModal } from './reindex-modal.tsx';
import type { BulkRunner } from './use-bulk-runner.ts';

/** Below the toolbar: the running job's progress, the last change set (preview, revert), and the modals. */
export function BulkStatus({ runner }: { runner: BulkRunner }) {
  const { job, last } = runner;
  const pct = job && job.total ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <>
      {job && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">
            {job.action === 'revert' ? 'Reverting' : 'Processing'}: {job.done.toLocaleString('en-AU')} of{' '}
            {job.total.toLocaleString('en-AU')} products
          </Text>
          <Progress value={pct} animated aria-label="Bulk action progress" />
        </Stack>
      )}
      {last && !job && (
        <Alert color={last.status === 'failed' ? 'red' : 'teal'} variant="light" title="Last bulk action">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {last.changed.toLocaleString('en-AU')} of {last.total.toLocaleString('en-AU')} products changed
              (change set {last.change_set_id}).
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => runner.setPreview(last.change_set_id)}>
                Preview changes
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={runner.reverting}
                onClick={() => void runner.revertChangeSet(last.change_set_id)}
              >
                Revert change set
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <ChangeSetModal
        changeSetId={runner.preview}
        onClose={() => runner.setPreview(null)}
        onRevert={(id) => void runner.revertChangeSet(id)}
        reverting={runner.reverting}
      />
      <ReindexModal opened={runner.reindexOpen} onClose={() => runner.setReindexOpen(false)} />
    </>
  );
}
