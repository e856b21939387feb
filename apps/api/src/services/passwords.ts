import bcrypt from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A hash to compare against when the login is unknown, so both paths take the same time. */
let dummy: Promise<string> | null = null;
export function dummyHash(cost: number): Promise<string> {
  dummy ??= bcrypt.hash('not-a-real-password', cost);
  return dummy;
}

/** Readable generated password: 20 characters from a 56-letter alphabet (~116 bits). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = new Uint8Array(length * 2);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) {
    if (b >= 224) continue; // 224 = 4 * 56: keeps the choice uniform
    out += alphabet[b % alphabet.length];
    if (out.length === length) break;
  }
  return out.length === length ? out : generatePassword(length);
}
