import type { FastifyInstance } from 'fastify';
import { connectionsRoutes } from './connections/connections.routes.ts';
import { distributorFulfillmentsRoutes } from './distributor/distributor-fulfillments.routes.ts';
import { fulfillmentOrdersRoutes } from './fulfillment-orders/fulfillment-orders.routes.ts';
import { intakeRoutes } from './intake/intake.routes.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';
import { shipmentsRoutes } from './shipments/shipments.routes.ts';
import { warehouseRoutes } from './warehouse/warehouse.routes.ts';

/** The orders module's routes: merchant (marketplace area), distributor API and store webhooks. */
export async function ordersRoutes(app: FastifyInstance, deps: OrdersDeps) {
  for (const routes of [
    connectionsRoutes,
    intakeRoutes,
    fulfillmentOrdersRoutes,
    distributorFulfillmentsRoutes,
    paymentsRoutes,
    payoutsRoutes,
    shipmentsRoutes,
    warehouseRoutes,
  ])
    await routes(app, deps);
}
