import type { ErrorDetail } from '@partsflow/contracts';

/** The code of a failed answer that carried no error body (a proxy's 502, a crash page): its message is ours. */
export const NO_ERROR_BODY = 'http_error';

/** A failed API call, carrying the server's one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: string | null = null;
/** Set from the session answer; every write sends it as X-CSRF-Token. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a write to a route that honours it: a retry with the same key is answered with
   * the first request's answer instead of doing it again. Make one per user intent (see `newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key (a random UUID; `crypto.randomUUID` needs a secure context, so it is built by hand). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Writes in flight, by method, URL and JSON body. A double click, or two parts of a screen asking for the same
 * change at once, sends one request and both callers get its answer: a write has one effect however often it
 * is asked for while it runs (the server's guards and idempotency keys cover the rest).
 */
const writesInFlight = new Map<string, Promise<unknown>>();

/** Same-origin JSON (or FormData) request to the API; throws ApiError on any non-2xx answer. */
export function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  if (method === 'GET' || opts.body instanceof FormData || opts.signal) return send<T>(path, opts);
  const key = `${method} ${withQuery(path, opts.query)} ${opts.body === undefined ? '' : JSON.stringify(opts.body)}`;
  const running = writesInFlight.get(key);
  if (running) return running as Promise<T>;
  const request = send<T>(path, opts).finally(() => writesInFlight.delete(key));
  writesInFlight.set(key, request);
  return request;
}

async function send<T>(path: string, opts: RequestOptions): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (method !== 'GET' && opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  const res = await fetch(withQuery(path, opts.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: opts.signal,
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; details?: ErrorDetail[] } } | undefined)
      ?.error;
    throw new ApiError(
      res.status,
      err?.code ?? NO_ERROR_BODY,
      err?.message ?? `An error has occured: ${res.status}`,
      err?.details ?? [],
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
