import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page's policy. `mapOrigins` are the hosts of a configured map style (`MAP_STYLE_URL`, `MAP_ORIGINS`):
 * its style, tiles and glyphs are fetched from there, and the map library runs its workers from blobs.
 */
export function contentSecurityPolicy(mapOrigins: readonly string[] = []): string {
  const map = mapOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self' data:",
    `connect-src 'self'${map}`,
    "media-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers set on every answer, API and static files alike; `policy` the page's (`contentSecurityPolicy`). */
export function applySecurityHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  policy = CONTENT_SECURITY_POLICY,
): void {
  // A route may set a stricter policy of its own (the API explorer); otherwise the default.
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.removeHeader('X-Powered-By');
  if (req.protocol === 'https') {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  const url = req.url;
  if (url.startsWith('/api/') || url.startsWith('/management/')) {
    reply.header('Cache-Control', 'no-store');
  }
}
