/** Every error of every route as a problem document (RFC 9457), with no stack or SQL in it. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpProblem, ProblemType, problem, titleFor } from './problems.ts';

export function sendProblem(reply: FastifyReply, p: HttpProblem, instance: string): FastifyReply {
  for (const [k, v] of Object.entries(p.headers)) reply.header(k, v);
  return reply
    .code(p.status)
    .type('application/problem+json')
    .send(JSON.stringify({ ...p.body, instance: p.body.instance ?? instance }));
}

/** Problems from handlers as they are; schema refusals with their field errors; anything else a bare 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const instance = req.url.split('?')[0] ?? req.url;
    if (err instanceof HttpProblem) return sendProblem(reply, err, instance);
    const e = err as Error & {
      statusCode?: number;
      code?: string;
      validation?: { instancePath: string; message?: string; params?: Record<string, unknown> }[];
      validationContext?: string;
    };
    if (e.validation) {
      const context = e.validationContext ?? 'body';
      const fieldErrors = e.validation.map((v) => {
        // `/sources/0/volumeM3` is named as the rules name it: `sources[0].volumeM3`.
        let field = v.instancePath
          .replace(/^\//, '')
          .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
          .replace(/\//g, '.');
        const missing = v.params?.missingProperty;
        if (typeof missing === 'string') field = field ? `${field}.${missing}` : missing;
        const extra = v.params?.additionalProperty;
        if (typeof extra === 'string') field = field ? `${field}.${extra}` : extra;
        return { objectName: context, field: field || context, message: v.message ?? 'invalid' };
      });
      return sendProblem(reply, problem.validation(fieldErrors, `Invalid ${context}.`), instance);
    }
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return sendProblem(
        reply,
        new HttpProblem(500, {
          type: ProblemType.internal,
          detail: 'An unexpected error occurred.',
          message: 'error.http.500',
        }),
        instance,
      );
    }
    const type =
      status === 413
        ? ProblemType.payloadTooLarge
        : status === 429
          ? ProblemType.tooManyRequests
          : ProblemType.default;
    // Client errors from Fastify itself (bad JSON, wrong media type, body too large): message only, no stack.
    return sendProblem(
      reply,
      new HttpProblem(status, {
        type,
        detail: e.message || titleFor(status),
        message: `error.http.${status}`,
      }),
      instance,
    );
  });
}
