import { Badge, type MantineColor } from '@mantine/core';

/** Status badge colours of the portal, exactly as distributor spec section 4 gives them. */
const COLOURS: Record<string, MantineColor> = {
  pending: 'yellow',
  quoted: 'blue',
  booked: 'grape',
  in_progress: 'grape',
  in_transit: 'grape',
  delivered: 'green',
  complete: 'green',
  cancelled: 'gray',
  cancellation_accepted: 'gray',
  cancellation_rejected: 'red',
};

/** The colour of a portal status; unknown values are yellow (spec 4). */
export function portalStatusColour(status: string): MantineColor {
  return COLOURS[status.toLowerCase().replace(/ /g, '_')] ?? 'yellow';
}

/** Underscores shown as spaces (spec 4). */
export const statusWords = (status: string) => status.replace(/_/g, ' ');

/**
 * A portal status badge. `colourOf` names the status that picks the colour when the shown word differs (a
 * fulfilment shows 'Processing' while it is in_progress: decision 0731).
 */
export function PortalStatusBadge({ status, colourOf }: { status: string; colourOf?: string }) {
  const colour = portalStatusColour(colourOf ?? status);
  return (
    <Badge size="sm" variant="light" color={colour} data-status={status} data-colour={colour}>
      {statusWords(status)}
    </Badge>
  );
}
