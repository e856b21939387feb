/**
 * What no operation answers: 405 with `Allow` for a known path and another method, the single-page app's
 * index for its addresses, its static files (precompressed), and a 404 problem for the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { JsonObject } from '@vlegal/domain/contract-file';
import type { Config } from '../config.ts';
import { sendProblem } from './errors.ts';
import { HttpProblem, ProblemType, problem } from './problems.ts';

/** Paths the single-page app never answers for. */
const NON_SPA_PREFIXES = ['/api', '/management', '/i18n', '/websocket', '/v3/api-docs', '/swagger-ui'];

interface KnownRoute {
  method: string;
  pattern: RegExp;
}

function routePattern(url: string): RegExp | null {
  if (url.includes('*')) return null;
  const body = url
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Methods the contract refuses on a path by design (`x-refused`), with the reason the 405 gives. */
function refusedCalls(contract: JsonObject): { method: string; pattern: RegExp; reason: string }[] {
  return Object.entries((contract.paths ?? {}) as Record<string, JsonObject>).flatMap(([url, item]) =>
    Object.entries((item['x-refused'] ?? {}) as Record<string, string>).map(([method, reason]) => ({
      method: method.toUpperCase(),
      pattern: routePattern(url.replace(/\{(\w+)\}/g, ':$1')) as RegExp,
      reason,
    })),
  );
}

/** Call before the routes are added: it records them, for 405 answers. */
export async function installFallbacks(
  app: FastifyInstance,
  config: Config,
  contract: JsonObject,
): Promise<void> {
  const known: KnownRoute[] = [];
  const refused = refusedCalls(contract);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = routePattern(route.url);
    if (!pattern) return;
    for (const method of methods) known.push({ method: String(method).toUpperCase(), pattern });
  });

  const staticEnabled = fs.existsSync(path.join(config.staticDir, 'index.html'));
  app.setNotFoundHandler(async (req, reply) => {
    const pathOnly = req.url.split('?')[0] ?? '/';
    const allowed = [...new Set(known.filter((r) => r.pattern.test(pathOnly)).map((r) => r.method))];
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      reply.header('Allow', allowed.join(', '));
      const reason = refused.find((r) => r.method === req.method && r.pattern.test(pathOnly))?.reason;
      return sendProblem(
        reply,
        new HttpProblem(405, {
          type: ProblemType.methodNotAllowed,
          detail: reason ? `${req.method} is refused: ${reason}` : `${req.method} is not supported here.`,
          message: 'error.http.405',
        }),
        pathOnly,
      );
    }
    const isSpaPath = !NON_SPA_PREFIXES.some((p) => pathOnly === p || pathOnly.startsWith(`${p}/`));
    if (staticEnabled && isSpaPath && (req.method === 'GET' || req.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendProblem(reply, problem.notFound(`No resource at ${pathOnly}.`), pathOnly);
  });

  if (staticEnabled) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/', (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  }
}
