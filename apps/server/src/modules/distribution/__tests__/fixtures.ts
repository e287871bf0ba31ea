import { openBulkConnection } from '../../../platform/db/bulk.ts';
import type { AppContext } from '../../../platform/context.ts';
import { seedDistributors } from '../distribution.seed.ts';

/** A distributor for the team with one location; answers the location id. */
export async function makeDistributor(
  ctx: AppContext,
  teamId: number,
  code = `SYD-${teamId}`,
): Promise<number> {
  const conn = await openBulkConnection(ctx.database);
  try {
    const ids = await conn.transaction((s) =>
      seedDistributors(
        s,
        [
          {
            teamId,
            name: `Distributor ${teamId}`,
            stripeConnectOnboarded: false,
            locations: [
              {
                name: 'Sydney Warehouse',
                code,
                address1: '12 Victoria Street',
                city: 'Wetherill Park',
                state: 'NSW',
                postcode: '2164',
                latitude: -33.85,
                longitude: 150.9,
                contactPerson: 'Sam Carter',
                contactPhone: '02 9000 0000',
                contactEmail: 'warehouse@example.test',
                consignmentEmail: 'consignments@example.test',
                pickupInstructions: 'Dock 3',
                active: true,
                acceptPoBoxAddresses: false,
                shippingSettings: {},
                pickupHours: [],
              },
            ],
          },
        ],
        () => undefined,
      ),
    );
    return ids[0]![0]!;
  } finally {
    conn.release();
  }
}

/** A 400 answer's field messages by dotted path. */
export function fieldMessages(res: {
  json(): { error?: { details?: { path: (string | number)[]; message: string }[] } };
}): Record<string, string> {
  return Object.fromEntries((res.json().error?.details ?? []).map((d) => [d.path.join('.'), d.message]));
}
