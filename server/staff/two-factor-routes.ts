/**
 * Two-factor sign-in's routes: the code that completes a pending sign-in, and a signed-in
 * member's set-up, turning on and turning off. Every code (at sign-in, at turning on and at
 * turning off) is counted by the sign-in throttle before it is checked, under the account's own
 * key for codes and the client's; a TOTP code is spent with its time step, a recovery code with
 * its row, so neither works twice.
 */
import { Hono, type Context } from 'hono';
import QRCode from 'qrcode';
import { staffApiPaths } from '@/config/staff-api';
import type { RecoveryCodes, TwoFactorSetup } from '@/shared/staff/api-types';
import { clientAddress } from '../client-address';
import { jsonObjectOf } from '../input-controls';
import { bodyLimit } from '../body-limit';
import { recordAudit } from '../db/audit';
import { claimAttempt, clearAttempts, releaseAttempt } from '../db/throttle';
import {
  claimStep,
  disableTwoFactor,
  enableTwoFactor,
  readTwoFactor,
  startTwoFactorSetup,
  useRecoveryCode,
  type StoredTwoFactor,
} from '../db/two-factor';
import { accountRule, clientRule } from '../policy/sign-in-throttle';
import { staffMessages, type StaffEnv } from './guard';
import type { HashSlots } from './hash-slots';
import { maxPasswordLength, verifyPassword } from './passwords';
import {
  clearPendingCookie,
  readPendingCookie,
  startSession,
  type SessionStartOptions,
} from './session-start';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  readTypedCode,
  totpUri,
  type TypedCode,
} from './two-factor-codes';
import type { TwoFactorKeys } from './two-factor-keys';

export interface TwoFactorRouteOptions extends SessionStartOptions {
  hashClient: (address: string) => string;
  hashSlots: HashSlots;
  twoFactorKeys: TwoFactorKeys;
}

const limit = bodyLimit({
  maxSize: 4 * 1024,
  onError: (c) => c.json({ message: staffMessages.malformedCode }, 413),
});

async function bodyOf(c: Context): Promise<Record<string, unknown> | undefined> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return undefined;
  return jsonObjectOf(c);
}

/** Whether the code is one of the account's, spending it if so. */
async function spendCode(
  options: TwoFactorRouteOptions,
  stored: StoredTwoFactor,
  typed: TypedCode,
  now: number,
): Promise<boolean> {
  if (typed.kind === 'recovery') {
    if (stored.enabledAt === null) return false;
    const hash = options.twoFactorKeys.hashRecoveryCode(typed.code);
    return useRecoveryCode(options.database, stored.staffId, hash);
  }
  const secret = stored.sealedSecret && options.twoFactorKeys.open(stored.sealedSecret);
  if (!secret) return false;
  const step = matchingStep(secret, typed.code, now);
  return step !== undefined && (await claimStep(options.database, stored.staffId, step));
}

export function twoFactorRoutes(options: TwoFactorRouteOptions): Hono<StaffEnv> {
  const { database, log } = options;
  const app = new Hono<StaffEnv>();
  const clientHashOf = (c: Context) => options.hashClient(clientAddress(c, options.proxy));

  /**
   * Counts a code's attempt under the account's key and the client's; resolves to the keys to
   * settle afterwards, or to a 429 answer.
   */
  const claim = async (c: Context<StaffEnv>, staffId: number, clientHash: string) => {
    const now = options.now();
    const keys = [
      [`code:${options.hashClient(`code:${String(staffId)}`)}`, accountRule],
      [`client:${clientHash}`, clientRule],
    ] as const;
    const claimed: string[] = [];
    for (const [key, rule] of keys) {
      const wait = await claimAttempt(database, key, rule, now);
      if (wait > 0) {
        for (const done of claimed) await releaseAttempt(database, done);
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        c.header('Retry-After', String(seconds));
        log(`request=${c.get('requestId')} staff code outcome=throttled`);
        return c.json({ message: staffMessages.throttled(seconds) }, 429);
      }
      claimed.push(key);
    }
    return claimed;
  };
  const settle = async (claimed: readonly string[]) => {
    for (const key of claimed) {
      if (key.startsWith('client:')) await releaseAttempt(database, key);
      else await clearAttempts(database, key);
    }
  };
  // 401 only at sign-in: to a signed-in page it would mean "signed out".
  const refused = async (
    c: Context<StaffEnv>,
    stored: StoredTwoFactor,
    clientHash: string,
    answer: { status: 401 | 422; message: string; detail?: string },
  ) => {
    await recordAudit(database, {
      action: 'two-factor-code-refused',
      staffId: stored.staffId,
      actor: stored.email,
      detail: answer.detail,
      clientHash,
    });
    log(`request=${c.get('requestId')} staff code outcome=failure`);
    return c.json({ message: answer.message }, answer.status);
  };
  const recoveryUsed = (stored: StoredTwoFactor, clientHash: string) =>
    recordAudit(database, {
      action: 'recovery-code-used',
      staffId: stored.staffId,
      actor: stored.email,
      clientHash,
    });

  // The second step of signing in: only the pending sign-in's cookie opens it.
  app.post(staffApiPaths.sessionCode, limit, async (c) => {
    const token = readPendingCookie(c, options);
    if (!token) return c.json({ message: staffMessages.signIn }, 401);
    const typed = readTypedCode((await bodyOf(c))?.code);
    if (!typed) return c.json({ message: staffMessages.malformedCode }, 400);
    const pending = token && options.twoFactorKeys.readPending(token);
    const now = options.now();
    const stored = pending ? await readTwoFactor(database, pending.staffId) : undefined;
    if (
      !pending ||
      !stored ||
      pending.expiresAt <= now ||
      stored.enabledAt === null ||
      !options.twoFactorKeys.pendingMatches(token, stored.passwordHash)
    ) {
      clearPendingCookie(c, options);
      return c.json({ message: staffMessages.signInAgain, reason: 'code-expired' }, 401);
    }
    const clientHash = clientHashOf(c);
    const claimed = await claim(c, stored.staffId, clientHash);
    if (!Array.isArray(claimed)) return claimed;
    if (!(await spendCode(options, stored, typed, now))) {
      return refused(c, stored, clientHash, { status: 401, message: staffMessages.badCode });
    }
    await settle(claimed);
    if (typed.kind === 'recovery') await recoveryUsed(stored, clientHash);
    clearPendingCookie(c, options);
    return startSession(c, options, { id: stored.staffId, email: stored.email }, clientHash);
  });

  app.post(staffApiPaths.twoFactorSetup, async (c) => {
    const session = c.get('session');
    if (session.twoFactorOn) return c.json({ message: staffMessages.twoFactorOnAlready }, 409);
    const secret = newTotpSecret();
    await startTwoFactorSetup(database, session.staffId, options.twoFactorKeys.seal(secret));
    const uri = totpUri(secret, session.email);
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    const qr = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => String(modules.get(row, column))).join(
        '',
      ),
    );
    return c.json({ secret, uri, qr } satisfies TwoFactorSetup);
  });

  // The set-up's first code turns it on; the recovery codes are answered this once.
  app.post(staffApiPaths.twoFactor, limit, async (c) => {
    const session = c.get('session');
    const typed = readTypedCode((await bodyOf(c))?.code);
    if (!typed || typed.kind !== 'totp') {
      return c.json({ message: staffMessages.malformedCode }, 400);
    }
    const stored = await readTwoFactor(database, session.staffId);
    if (!stored || stored.enabledAt !== null) {
      return c.json({ message: staffMessages.twoFactorOnAlready }, 409);
    }
    const secret = stored.sealedSecret && options.twoFactorKeys.open(stored.sealedSecret);
    if (!secret) return c.json({ message: staffMessages.noSetUp }, 409);
    const clientHash = clientHashOf(c);
    const claimed = await claim(c, stored.staffId, clientHash);
    if (!Array.isArray(claimed)) return claimed;
    const now = options.now();
    const step = matchingStep(secret, typed.code, now);
    const codes = newRecoveryCodes();
    const hashes = codes.map((code) => options.twoFactorKeys.hashRecoveryCode(code));
    if (
      step === undefined ||
      !(await enableTwoFactor(database, stored.staffId, step, hashes, now))
    ) {
      return refused(c, stored, clientHash, { status: 422, message: staffMessages.badCode });
    }
    await settle(claimed);
    await recordAudit(database, {
      action: 'two-factor-on',
      staffId: stored.staffId,
      actor: stored.email,
      clientHash,
    });
    return c.json({ recoveryCodes: codes } satisfies RecoveryCodes);
  });

  // Turning it off takes what signing in takes: the password and a code.
  app.post(staffApiPaths.twoFactorOff, limit, async (c) => {
    const session = c.get('session');
    const body = await bodyOf(c);
    const typed = readTypedCode(body?.code);
    const password = body?.password;
    if (
      !typed ||
      typeof password !== 'string' ||
      password === '' ||
      password.length > maxPasswordLength * 4
    ) {
      return c.json({ message: staffMessages.malformedCode }, 400);
    }
    const stored = await readTwoFactor(database, session.staffId);
    if (!stored || stored.enabledAt === null) return c.body(null, 204);
    const clientHash = clientHashOf(c);
    const release = options.hashSlots.tryAcquire();
    if (!release) {
      c.header('Retry-After', '1');
      return c.json({ message: staffMessages.busy }, 429);
    }
    try {
      const claimed = await claim(c, stored.staffId, clientHash);
      if (!Array.isArray(claimed)) return claimed;
      if (!(await verifyPassword(password, stored.passwordHash))) {
        return await refused(c, stored, clientHash, {
          status: 422,
          message: staffMessages.badPassword,
          detail: 'the password was not correct',
        });
      }
      if (!(await spendCode(options, stored, typed, options.now()))) {
        return await refused(c, stored, clientHash, {
          status: 422,
          message: staffMessages.badCode,
        });
      }
      await settle(claimed);
      if (typed.kind === 'recovery') await recoveryUsed(stored, clientHash);
      await disableTwoFactor(database, stored.staffId);
      await recordAudit(database, {
        action: 'two-factor-off',
        staffId: stored.staffId,
        actor: stored.email,
        clientHash,
      });
      return c.body(null, 204);
    } finally {
      release();
    }
  });

  return app;
}
