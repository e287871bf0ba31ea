import { Badge } from '@mantine/core';

/** Colours of the warehouse delivery statuses (spec 4); the delivery card's border uses the same one. */
export const DELIVERY_STATUS_COLOURS: Record<string, string> = {
  pending: 'yellow',
  packed: 'blue',
  quoted: 'blue',
  booked: 'violet',
  pickup_requested: 'violet',
  awaiting_pickup: 'violet',
  shipped: 'green',
  delivered: 'green',
  error: 'red',
  cancelled: 'gray',
};

export const deliveryColour = (status: string) => DELIVERY_STATUS_COLOURS[status] ?? 'yellow';

/** A delivery status with its underscores shown as spaces. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={deliveryColour(status)} variant="light" size="sm">
      {status.replaceAll('_', ' ')}
    </Badge>
  );
}
