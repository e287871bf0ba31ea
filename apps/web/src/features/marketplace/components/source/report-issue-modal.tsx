import { MARKETPLACE_MESSAGES, productIssueReportInputSchema } from '@partsflow/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useReportIssue } from '../../api/source.ts';

const m = MARKETPLACE_MESSAGES.issues;
const schema = productIssueReportInputSchema.shape.product_issue.pick({ issue: true });

/** Report Issue: Details required (5 rows); after sending, a thank-you state with the response time. */
export function ReportIssueModal({
  listingId,
  opened,
  onClose,
}: {
  listingId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const report = useReportIssue();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { issue: '' },
  });
  const close = () => {
    onClose();
    report.reset();
    reset();
  };
  const submit = handleSubmit(async ({ issue }) => {
    await mutateWithToast(report.mutateAsync({ listingId, issue }), { success: m.reported, error: m.failed });
  });

  return (
    <Modal opened={opened} onClose={close} title="Report Issue">
      {report.data ? (
        <Stack>
          <Text>Thank you. The brand has your report.</Text>
          <Text size="sm" c="dimmed">
            Expect an answer within {report.data.response_days} days.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Textarea
              label="Details"
              required
              rows={5}
              error={formState.errors.issue?.message}
              {...register('issue')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={report.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
