import { useEffect, useEffectEvent } from 'react';

/**
 * The team's live channel: one shared WebSocket per tab to /api/live carrying `{topic, payload}` JSON.
 * It opens with the first subscriber, reconnects with backoff while anyone listens, and closes a little
 * after the last subscriber leaves (so moving between pages does not churn connections).
 */
type Handler = (payload: unknown) => void;

const MAX_BACKOFF_MS = 30_000;
const IDLE_CLOSE_MS = 5_000;

const handlers = new Map<string, Set<Handler>>();
let socket: WebSocket | null = null;
let attempts = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function subscriberCount() {
  let n = 0;
  for (const set of handlers.values()) n += set.size;
  return n;
}

function liveUrl() {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}/api/live`;
}

function dispatch(raw: unknown) {
  if (typeof raw !== 'string') return;
  let msg: { topic?: unknown; payload?: unknown };
  try {
    msg = JSON.parse(raw) as typeof msg;
  } catch {
    return;
  }
  if (typeof msg.topic !== 'string') return;
  for (const fn of handlers.get(msg.topic) ?? []) fn(msg.payload);
}

function connect() {
  clearTimeout(reconnectTimer);
  if (socket || subscriberCount() === 0 || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(liveUrl());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
  };
  ws.onmessage = (ev) => dispatch(ev.data);
  ws.onclose = () => {
    if (socket !== ws) return; // replaced on purpose
    socket = null;
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  if (subscriberCount() === 0) return;
  // Exponential backoff with jitter, so a restarted server is not hit by every tab at once.
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts) * (0.75 + Math.random() * 0.5);
  attempts += 1;
  reconnectTimer = setTimeout(connect, delay);
}

function closeSocket() {
  clearTimeout(reconnectTimer);
  clearTimeout(idleTimer);
  const ws = socket;
  socket = null;
  ws?.close();
}

/** Listens to one topic; returns the unsubscribe function. */
export function subscribeLive(topic: string, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  clearTimeout(idleTimer);
  connect();
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(topic);
    if (subscriberCount() === 0) idleTimer = setTimeout(closeSocket, IDLE_CLOSE_MS);
  };
}

/** The socket belongs to the team of the session that opened it: reopen it after a team switch or sign-in. */
export function reconnectLiveChannel() {
  closeSocket();
  attempts = 0;
  connect();
}

/** Closes the socket now (signing out); it reopens when someone subscribes again. */
export function closeLiveChannel() {
  closeSocket();
}

/** Calls `handler` with each payload published on `topic` for the current team. */
export function useLiveChannel<T = unknown>(topic: string, handler: (payload: T) => void) {
  const onMessage = useEffectEvent((payload: unknown) => handler(payload as T));
  useEffect(() => subscribeLive(topic, (payload) => onMessage(payload)), [topic]);
}
