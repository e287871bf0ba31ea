import { expect } from 'vitest';
import type { TestClient } from '../../../../test/test-app.ts';

export interface PriceBody {
  id: number;
  carrier_name: string;
  service_name: string;
  private: boolean;
  sales_gross_total_cents: number;
  pickup_dates: string[];
}

/** Quotes a delivery and answers its prices. */
export async function quote(client: TestClient, id: number): Promise<PriceBody[]> {
  const res = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().prices;
}

/** Quotes and books the price of `carrier` `service`; answers the booked delivery. */
export async function quoteAndBook(client: TestClient, id: number, carrier: string, service: string) {
  const prices = await quote(client, id);
  const price = prices.find((p) => p.carrier_name === carrier && p.service_name === service);
  expect(price, `${carrier} ${service} offered`).toBeDefined();
  const res = await client.post(`/api/distributor/deliveries/${id}/booking`, { price_id: price!.id });
  expect(res.statusCode, res.body).toBe(200);
  return { delivery: res.json().delivery, price: price! };
}
