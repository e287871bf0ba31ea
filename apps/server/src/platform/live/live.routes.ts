import type { FastifyInstance } from 'fastify';
import { access, scopeOf } from '../auth/access.ts';
import type { AppContext } from '../context.ts';

const PING_MS = 15_000;

/** The team's live channel: one WebSocket per browser tab; messages are `{topic, payload}` JSON. */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/live',
    { websocket: true, config: { access: access.team() }, schema: { hide: true } },
    (socket, req) => {
      const { teamId } = scopeOf(req);
      const unsubscribe = ctx.live.subscribe(teamId, (msg) => socket.send(JSON.stringify(msg)));
      const ping = setInterval(() => socket.send(JSON.stringify({ topic: 'ping', payload: null })), PING_MS);
      socket.send(JSON.stringify({ topic: 'ready', payload: { team_id: teamId } }));
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
    },
  );
}
