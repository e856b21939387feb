import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers set on every answer, API and static files alike. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  // A route may set a stricter policy of its own (the API explorer); otherwise the default.
  if (!reply.hasHeader('Content-Security-Policy'))
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
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
