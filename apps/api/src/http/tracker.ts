import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices, Principal } from './context.ts';
import { problem } from './problems.ts';

import { type ActivityEvent, TOPIC_ACTIVITY, TOPIC_TRACKER, TRACKER_PATH } from '@vlegal/domain/tracker';

const CHANNEL = 'vlegal_tracker';

function sameOrigin(req: FastifyRequest, origin: string, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const u = new URL(origin);
    return u.host === new URL(`${u.protocol}//${req.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

/**
 * Tracker over a plain WebSocket with JSON frames:
 * client -> `{"type":"subscribe","destination":"/topic/tracker"}` (admins) or
 * `{"type":"send","destination":"/topic/activity","page":"/app/..."}`;
 * server -> `{"destination":"/topic/tracker","body":ActivityEvent}`.
 * Every activity is published with NOTIFY and delivered by each instance to its own subscribers.
 */
export async function registerTracker(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config, principals } = services;
  const log = app.logging.get('tracker');
  const subscribers = new Set<WebSocket>();
  const unlisten = await db.listen(CHANNEL, (payload) => {
    for (const ws of subscribers) {
      if (ws.readyState === ws.OPEN)
        ws.send(JSON.stringify({ destination: TOPIC_TRACKER, body: JSON.parse(payload) }));
    }
  });
  const publish = async (event: ActivityEvent) => {
    try {
      await db.notify(CHANNEL, JSON.stringify(event));
    } catch (err) {
      log.warn({ err }, 'tracker event not published');
    }
  };

  app.addHook('onClose', async () => {
    for (const ws of subscribers) ws.close(1001, 'server shutting down');
    await unlisten().catch(() => undefined);
  });

  app.get(
    TRACKER_PATH,
    {
      websocket: true,
      preValidation: async (req) => {
        const origin = req.headers.origin;
        if (origin && !sameOrigin(req, origin, config.allowedOrigins)) {
          throw problem.forbidden('Foreign origin.');
        }
        const q = req.query as Record<string, unknown>;
        const token =
          typeof q.access_token === 'string' ? q.access_token : typeof q.token === 'string' ? q.token : '';
        const principal = token ? await principals.resolve(token) : null;
        if (!principal) throw problem.unauthorized('A valid token is required in the query (access_token).');
        req.principal = principal;
      },
    },
    (socket, req) => {
      const principal = req.principal as Principal;
      const sessionId = randomUUID();
      const isAdmin = principal.authorities.includes('ROLE_ADMIN');
      const event = (page: string): ActivityEvent => ({
        sessionId,
        userLogin: principal.login,
        ipAddress: req.ip ?? '',
        page: page.slice(0, 500),
        time: new Date().toISOString(),
      });
      socket.on('message', (raw: Buffer) => {
        let msg: { type?: unknown; destination?: unknown; page?: unknown };
        try {
          msg = JSON.parse(raw.toString('utf8'));
        } catch {
          socket.send(JSON.stringify({ error: 'Frames must be JSON.' }));
          return;
        }
        if (msg.type === 'subscribe' && msg.destination === TOPIC_TRACKER) {
          if (!isAdmin) {
            socket.send(JSON.stringify({ error: 'Forbidden', destination: TOPIC_TRACKER }));
            return;
          }
          subscribers.add(socket);
          return;
        }
        if (msg.type === 'send' && msg.destination === TOPIC_ACTIVITY && typeof msg.page === 'string') {
          const e = event(msg.page);
          void publish(e);
          void db.kysely
            .updateTable('user_token')
            .set({ last_page: e.page, last_seen_at: new Date() })
            .where('jti', '=', principal.tokenId)
            .execute()
            .catch((err) => log.warn({ err }, 'session page not recorded'));
          return;
        }
        socket.send(JSON.stringify({ error: 'Unknown frame.' }));
      });
      socket.on('close', () => {
        subscribers.delete(socket);
        void publish(event('logout'));
      });
    },
  );
}
