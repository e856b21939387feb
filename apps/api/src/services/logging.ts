import pino, { type Logger } from 'pino';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Named loggers whose levels can be read and changed at run time (management/loggers). */
export const LOGGER_NAMES = [
  'ROOT',
  'http',
  'security',
  'audit',
  'mail',
  'db',
  'tracker',
  'resources',
] as const;

export interface Logging {
  root: Logger;
  get(name: string): Logger;
  list(): { name: string; configuredLevel: string | null; effectiveLevel: string }[];
  setLevel(name: string, level: LogLevel | null): boolean;
}

const SECRET_PARAMS = /([?&](?:key|access_token|token|password)=)[^&#]*/gi;

/** A URL for the log: values of secret query parameters (keys, tokens) are masked. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1******');
}

const serializers = {
  req(req: { method?: string; url?: string; host?: string; headers?: Record<string, unknown>; ip?: string }) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host ?? req.headers?.host,
      remoteAddress: req.ip,
    };
  },
  err: pino.stdSerializers.err,
};

export function createLogging(level: string, destination?: pino.DestinationStream): Logging {
  const options = {
    level,
    base: { app: 'vlegal-api' },
    serializers,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '******' },
  };
  const root = destination ? pino(options, destination) : pino(options);
  const children = new Map<string, { logger: Logger; configured: string | null }>();
  for (const name of LOGGER_NAMES) {
    if (name === 'ROOT') continue;
    children.set(name, { logger: root.child({ logger: name }), configured: null });
  }
  return {
    root,
    get(name) {
      const entry = children.get(name);
      if (entry) return entry.logger;
      const logger = root.child({ logger: name });
      children.set(name, { logger, configured: null });
      return logger;
    },
    list() {
      return [
        { name: 'ROOT', configuredLevel: root.level, effectiveLevel: root.level },
        ...[...children.entries()].map(([name, e]) => ({
          name,
          configuredLevel: e.configured,
          effectiveLevel: e.logger.level,
        })),
      ];
    },
    setLevel(name, lvl) {
      if (name === 'ROOT') {
        root.level = lvl ?? level;
        for (const e of children.values()) if (e.configured === null) e.logger.level = root.level;
        return true;
      }
      const entry = children.get(name);
      if (!entry) return false;
      entry.configured = lvl;
      entry.logger.level = lvl ?? root.level;
      return true;
    },
  };
}
