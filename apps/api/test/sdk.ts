/**
 * The SDK generated from the contract (`@vlegal/api-client/sdk`) as the typed client of API tests: each
 * call is answered by an app in process (`app.inject`) instead of the network, so a test gets the
 * contract's request and answer types with no port and no server to start.
 *
 * ```ts
 * const { data, response } = await listCurrencies({ ...sdk(t.app, token), query: { size: 200 } });
 * ```
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

/** A `fetch` whose requests `app.inject` answers. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** What every SDK call of a test passes: the app that answers it, and the caller's token if any. */
export function sdk(app: FastifyInstance, token?: string) {
  return {
    baseUrl: 'http://api.test',
    fetch: injectFetch(app),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
}
