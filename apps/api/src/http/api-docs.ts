import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from './context.ts';
import { problem } from './problems.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-docs');
const ASSETS: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'explorer.js': 'text/javascript; charset=utf-8',
  'explorer.css': 'text/css; charset=utf-8',
};

/**
 * With the `swagger` profile: the contract as JSON at `/v3/api-docs` (ROLE_ADMIN) and an interactive
 * explorer at `/swagger-ui/` (its script and style are files of this server, so the strict CSP holds).
 */
export async function registerApiDocs(app: FastifyInstance, services: AppServices): Promise<void> {
  if (!services.config.profiles.includes('swagger')) return;
  const contractJson = JSON.stringify(app.contract);

  app.get('/v3/api-docs', async (req, reply) => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const principal = m ? await services.principals.resolve(m[1] as string) : null;
    if (!principal) throw problem.unauthorized();
    if (!principal.authorities.includes('ROLE_ADMIN')) throw problem.forbidden();
    return reply.type('application/json; charset=utf-8').send(contractJson);
  });

  const serve = (name: string) => async (_req: FastifyRequest, reply: FastifyReply) => {
    return reply.type(ASSETS[name] as string).send(fs.readFileSync(path.join(DIR, name)));
  };
  app.get('/swagger-ui', (_req, reply) => reply.redirect('/swagger-ui/index.html'));
  app.get('/swagger-ui/', serve('index.html'));
  for (const name of Object.keys(ASSETS)) app.get(`/swagger-ui/${name}`, serve(name));
}
