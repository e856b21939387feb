import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogging, redactUrl } from '../src/services/logging.ts';

describe('logging', () => {
  it('masks keys and tokens in logged addresses and the authorization header', () => {
    expect(redactUrl('/api/activate?key=abc123')).toBe('/api/activate?key=******');
    expect(redactUrl('/websocket/tracker?x=1&access_token=eyJ.x.y')).toBe(
      '/websocket/tracker?x=1&access_token=******',
    );
    let out = '';
    const logging = createLogging(
      'info',
      new Writable({
        write(chunk, _enc, cb) {
          out += chunk;
          cb();
        },
      }),
    );
    logging
      .get('http')
      .info({ req: { method: 'GET', url: '/api/activate?key=SECRET', ip: '10.0.0.1' } }, 'incoming');
    logging.get('http').info({ headers: { authorization: 'Bearer SECRET' } }, 'headers');
    expect(out).not.toContain('SECRET');
    expect(out).toContain('"remoteAddress":"10.0.0.1"');
  });

  it('changes the level of one logger and resets it to the root level', () => {
    const logging = createLogging('warn');
    expect(logging.setLevel('mail', 'debug')).toBe(true);
    expect(logging.get('mail').level).toBe('debug');
    expect(logging.get('db').level).toBe('warn');
    logging.setLevel('mail', null);
    expect(logging.get('mail').level).toBe('warn');
    logging.setLevel('ROOT', 'error');
    expect(logging.get('db').level).toBe('error');
    expect(logging.setLevel('unknown', 'info')).toBe(false);
  });
});
