/**
 * The keys of two-factor sign-in, each derived from the server's hash key (server/secrets.ts),
 * which lives outside the database:
 *
 * - the TOTP secrets are stored encrypted (AES-256-GCM), so a copy of the database (a backup, a
 *   leak) cannot produce anyone's codes;
 * - recovery codes are stored as keyed hashes (HMAC), so the same copy cannot test guesses;
 * - between the password and the code, the browser holds a token signed with a key of its own,
 *   naming the account, when it expires, and a digest of the account's password hash (a changed
 *   password voids it). It opens nothing but the code's route.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { derivedKey } from '../secrets';

export interface PendingSignIn {
  staffId: number;
  expiresAt: number;
}

export interface TwoFactorKeys {
  seal(secret: string): string;
  /** The secret, or undefined when the text was not sealed with this key. */
  open(sealed: string): string | undefined;
  hashRecoveryCode(code: string): string;
  issuePending(pending: PendingSignIn, passwordHash: string): string;
  /** The pending sign-in a token names, when genuine; expiry and password checked by the caller. */
  readPending(token: string): PendingSignIn | undefined;
  /** True when the token was issued while the account had this password hash. */
  pendingMatches(token: string, passwordHash: string): boolean;
}

const sealVersion = 'v1';

export function twoFactorKeys(hashKey: string): TwoFactorKeys {
  const sealKey = derivedKey(hashKey, 'two-factor-secret');
  const recoveryKey = derivedKey(hashKey, 'recovery-code');
  const pendingKey = derivedKey(hashKey, 'two-factor-pending');
  const sign = (payload: string, passwordHash: string) =>
    createHmac('sha256', pendingKey).update(`${payload}\n${passwordHash}`).digest('base64url');
  const parse = (token: string) => {
    const parts = token.split('.');
    if (parts.length !== 4) return undefined;
    const [id, expires, nonce, mac] = parts;
    if (!/^\d{1,15}$/.test(id ?? '') || !/^\d{1,15}$/.test(expires ?? '')) return undefined;
    return {
      payload: `${id}.${expires}.${nonce}`,
      mac: mac ?? '',
      id: Number(id),
      expires: Number(expires),
    };
  };
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [sealVersion, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== sealVersion || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', recoveryKey).update(code).digest('hex');
    },
    issuePending({ staffId, expiresAt }, passwordHash) {
      const payload = `${staffId}.${expiresAt}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload, passwordHash)}`;
    },
    readPending(token) {
      const parsed = parse(token);
      return parsed && { staffId: parsed.id, expiresAt: parsed.expires };
    },
    pendingMatches(token, passwordHash) {
      const parsed = parse(token);
      if (!parsed) return false;
      const expected = Buffer.from(sign(parsed.payload, passwordHash));
      const given = Buffer.from(parsed.mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
