import { loadConfig } from './config.ts';
import { prepare } from './server.ts';

const config = loadConfig();
const { app, boot, logging } = await prepare(config);
const log = logging.root;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal} received, closing`);
  const force = setTimeout(() => {
    log.error('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${port}`;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`;
const lines = [
  '',
  `V-Legal back-office ${config.version} listening on ${url} (bound to ${config.host}:${port})`,
  `Database: ${database}`,
  `Profiles: ${config.profiles.join(', ') || '(none)'}`,
];
if (boot.adminPassword) {
  lines.push(
    `Sign in as: admin / ${boot.adminPassword}`,
    `  (generated now, shown only this once; kept in ${config.initialPasswordFile} with mode 0600)`,
  );
  if (boot.demoData) {
    lines.push(
      '  Demo accounts user, unitadmin, companyadmin, exporter and verificator use the same password.',
    );
  }
} else {
  lines.push(`Sign in as: admin / the password in ${config.initialPasswordFile}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
