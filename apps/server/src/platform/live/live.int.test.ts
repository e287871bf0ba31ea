import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Msg = { topic: string; payload: unknown };

/** Collects every message from the moment the socket exists, so none is missed. */
function recorder() {
  const messages: Msg[] = [];
  return {
    onInit: (ws: { on(event: 'message', fn: (data: Buffer) => void): void }) =>
      ws.on('message', (d) => messages.push(JSON.parse(d.toString()))),
    async next(topic: string): Promise<Msg> {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const m = messages.find((x) => x.topic === topic);
        if (m) return m;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no ${topic} message`);
    },
  };
}

describe('live channel socket', () => {
  it("streams the team's messages to a signed-in browser and nothing of other teams", async () => {
    const brand = await t.signIn('brand@demo.test');
    const rec = recorder();
    const ws = await t.app.injectWS(
      '/api/live',
      { headers: { cookie: brand.cookie! } },
      { onInit: rec.onInit },
    );
    const ready = await rec.next('ready');
    expect(ready.payload).toEqual({ team_id: t.teams.brands[0] });
    await t.ctx.live.publish(t.teams.brands[1]!, 'products.bulk', { other: true });
    await t.ctx.live.publish(t.teams.brands[0]!, 'products.bulk', { done: 5 });
    expect((await rec.next('products.bulk')).payload).toEqual({ done: 5 });
    ws.terminate();
  });

  it('refuses a socket without a session', async () => {
    await expect(t.app.injectWS('/api/live')).rejects.toThrow();
  });
});
