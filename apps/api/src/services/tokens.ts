import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';

export interface TokenClaims {
  login: string;
  jti: string;
  version: number;
  expiresAt: Date;
}

export async function issueToken(
  config: Config,
  login: string,
  authorities: string[],
  version: number,
  rememberMe: boolean,
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const validity = rememberMe ? config.jwt.rememberMeValidity : config.jwt.validity;
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + validity;
  const token = await new SignJWT({ auth: authorities.join(','), ver: version })
    .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
    .setSubject(login)
    .setJti(jti)
    .setIssuer(config.jwt.issuer)
    .setAudience(config.jwt.audience)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(config.jwt.secret);
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

/** Verifies signature (HS512 only), issuer, audience and expiry; returns null on any failure. */
export async function verifyToken(config: Config, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, config.jwt.secret, {
      algorithms: ['HS512'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    const version = typeof payload.ver === 'number' ? payload.ver : -1;
    return { login: payload.sub, jti: payload.jti, version, expiresAt: new Date(payload.exp * 1000) };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
