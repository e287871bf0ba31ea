import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import { LabelRequestSummary, ManualBookingForm } from '../../../../features/warehouse/index.ts';
import { NotFoundPage } from '../../../pages/not-found-page.tsx';

const BACK = '/distributor/label_requests';

/**
 * `/distributor/label_requests/{id}` ('Add Label Details') and `/distributor/deliveries/{id}/manual` (Manual
 * Booking): the shipment and the manual booking form, back to the label requests on success (spec 2.3).
 */
export function LabelRequestDetailsPage({ title }: { title: string }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg" maw={560}>
        <LabelRequestSummary id={id} />
        <ManualBookingForm key={id} deliveryId={id} backTo={BACK} />
      </Stack>
    </>
  );
}

export function AddLabelDetailsPage() {
  return <LabelRequestDetailsPage title="Add Label Details" />;
}

export function ManualBookingPage() {
  return <LabelRequestDetailsPage title="Manual Booking" />;
}
