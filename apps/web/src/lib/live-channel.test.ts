import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  receive(topic: string, payload: unknown) {
    this.onmessage?.({ data: JSON.stringify({ topic, payload }) });
  }
  drop() {
    this.onclose?.();
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./live-channel.ts');
}

describe('live channel', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost:3000' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shares one socket per tab and routes messages by topic', async () => {
    const { subscribeLive } = await freshModule();
    const a = vi.fn();
    const b = vi.fn();
    subscribeLive('marketplace.products.count', a);
    subscribeLive('other.topic', b);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.url).toBe('ws://localhost:3000/api/live');

    FakeSocket.all[0]!.receive('marketplace.products.count', { count: 12 });
    expect(a).toHaveBeenCalledWith({ count: 12 });
    expect(b).not.toHaveBeenCalled();
  });

  it('reconnects after the connection drops while someone listens', async () => {
    const { subscribeLive } = await freshModule();
    subscribeLive('t', vi.fn());
    FakeSocket.all[0]!.drop();
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('closes shortly after the last listener leaves and does not reconnect', async () => {
    const { subscribeLive } = await freshModule();
    const off = subscribeLive('t', vi.fn());
    off();
    await vi.advanceTimersByTimeAsync(6000);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reopens the socket after a team switch', async () => {
    const { reconnectLiveChannel, subscribeLive } = await freshModule();
    subscribeLive('t', vi.fn());
    reconnectLiveChannel();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
