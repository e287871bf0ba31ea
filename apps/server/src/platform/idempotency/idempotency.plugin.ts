import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import * as repo from './idempotency.repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_TTL_MS = 24 * 3600_000;
const WAIT_MS = 15_000;

/**
 * `Idempotency-Key` for effectful POSTs. A route opts in with `config: { idempotent: true }`; a request to it with
 * the header is answered once: the same key with the same request answers the first result with its status, the
 * same key with another request answers 422, and a duplicate sent while the first still runs waits for it.
 * Keys belong to the caller (team and user, or team and API key) and expire after a day.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db; ttlMs?: number }) => {
  const { db } = opts;
  const ttlMs = opts.ttlMs ?? KEY_TTL_MS;
  app.decorateRequest('idempotencyKeyId', null);

  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return;
    const header = req.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return;
    if (key.length > 255) {
      throw validationFailed([
        { path: ['Idempotency-Key'], message: 'Idempotency-Key is at most 255 characters' },
      ]);
    }
    const scope = scopeOf(req);
    const requestHash = hashRequest(req);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await repo.claimKey(db, {
        scope,
        key,
        requestHash,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      if (claimed) {
        req.idempotencyKeyId = claimed.id;
        return;
      }
      const existing = await repo.findKey(db, { scope, key });
      if (!existing) continue;
      if (existing.expires_at < new Date()) {
        await repo.releaseKey(db, existing.id);
        continue;
      }
      if (existing.request_hash !== requestHash) {
        throw new AppError(
          'idempotency_key_reused',
          422,
          'This Idempotency-Key was already used for a different request',
        );
      }
      if (existing.status === 'completed') return replay(reply, existing);
      if (Date.now() > deadline) {
        throw new AppError(
          'idempotency_request_in_progress',
          409,
          'The first request with this key is still running',
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = req.idempotencyKeyId;
    if (!id) return payload;
    req.idempotencyKeyId = null;
    if (reply.statusCode >= 500) {
      // A server failure is not an answer: the client may retry with the same key.
      await repo.releaseKey(db, id);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await repo.completeKey(db, {
      id,
      status: reply.statusCode,
      type: typeof type === 'string' ? type : null,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
    });
    return payload;
  });

  // Expired keys are removed now and then; until then they are ignored.
  const sweep = setInterval(() => void repo.deleteExpiredKeys(db).catch(() => undefined), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});

function scopeOf(req: FastifyRequest): string {
  const auth = req.auth;
  switch (auth.via) {
    case 'session':
      return `team:${auth.team?.id ?? 0}:user:${auth.user.id}`;
    case 'secret_key':
    case 'publishable_key':
      return `team:${auth.team.id}:${auth.via}`;
    default:
      return `anonymous:${req.ip}`;
  }
}

/** The request as the key protects it: method, path and body (keys sorted, so the order of fields does not matter). */
function hashRequest(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${stableJson(req.body ?? null)}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function replay(reply: FastifyReply, row: repo.IdempotencyRow) {
  reply.header('idempotent-replayed', 'true');
  if (row.response_type) reply.header('content-type', row.response_type);
  return reply.code(row.response_status ?? 200).send(row.response_body ?? '');
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKeyId: number | null;
  }
  interface FastifyContextConfig {
    /** Answers a repeated `Idempotency-Key` with the first result (platform/idempotency). */
    idempotent?: boolean;
  }
}
