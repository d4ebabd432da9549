import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { expireCookie, setSessionCookie } from "better-auth/cookies";
import { symmetricDecrypt } from "better-auth/crypto";
import { twoFactor } from "better-auth/plugins/two-factor";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, normalizeBackupCode } from "@vocable/domain";
import { z } from "zod";
import type { Db } from "#db/client";
import { hashBackupCode, matchingTotpStep } from "#features/accounts/two-factor/codes";
import {
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_SECONDS,
  claimTotpStep,
  consumeBackupCodeAndRemoveFactor,
  deleteOtherSessions,
  findTwoFactor,
  isTwoFactorEnabled,
  lockedUntil,
  markEnrolled,
  recordSecondFactorFailure,
} from "#features/accounts/two-factor/repo";

/** The plugin's cookie that carries a sign-in waiting for its second factor (its `TWO_FACTOR_COOKIE_NAME`). */
const PENDING_COOKIE = "two_factor";
/** Ten minutes to answer the second factor after the password. */
const PENDING_MAX_AGE_SECONDS = 10 * 60;

export const VERIFY_TOTP_PATH = "/two-factor/verify-totp";
export const ENABLE_PATH = "/two-factor/enable";
export const REMOVE_WITH_BACKUP_CODE_PATH = "/two-factor/remove-with-backup-code";

/**
 * The plugin's endpoints Vocable does not serve over HTTP: its own backup codes (stored encrypted
 * and compared in the clear; Vocable's are hashed, see features/accounts/two-factor), e-mail/SMS one-time
 * codes (no provider), disabling with only a password (Vocable's update-mfa-factors asks for a
 * sensitive-action proof and removes the backup codes too), and reading the secret again after
 * set-up (it is shown once, in the set-up dialog).
 */
export const TWO_FACTOR_DISABLED_PATHS = [
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/two-factor/verify-backup-code",
  "/two-factor/view-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The sign-in waiting for a second factor in this request's signed cookie, if it is still open. */
async function pendingSignIn(ctx: HookContext): Promise<{ identifier: string; userId: string } | null> {
  const cookie = ctx.context.createAuthCookie(PENDING_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  return { identifier, userId: row.value };
}

/**
 * Whose second factor a request answers, the way the plugin decides it: the signed-in user when
 * there is a session (confirming set-up), else the user of the pending sign-in.
 */
async function secondFactorUser(ctx: HookContext): Promise<{ userId: string; signedIn: boolean } | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return { userId: session.user.id, signedIn: true };
  const pending = await pendingSignIn(ctx);
  return pending ? { userId: pending.userId, signedIn: false } : null;
}

const invalidCode = () => new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });

/**
 * Vocable's additions to the two-factor plugin:
 * - Set-up (`/two-factor/enable`) is refused while the factor is on: replacing it goes through
 *   turning it off (update-mfa-factors, with a mailed proof, which also removes the backup codes).
 * - TOTP replay: before the plugin checks a code, the code's time step is claimed on the user's
 *   two_factor row (`last_totp_step`, one conditional UPDATE). A code already used, or one older
 *   than the last used, is refused even inside its 90 s window. A wrong code is left to the plugin,
 *   which refuses it and counts it toward its lockout.
 * - Confirming set-up (the first accepted code while signed in) records `enrolled_at` and ends every
 *   other session of the user: whoever else held a session did not pass the new factor.
 * - `POST /two-factor/remove-with-backup-code` (behind `POST /v1/user/backup-code/{code}/remove-mfa`):
 *   a backup code removes the factor. In a pending sign-in (the plugin's signed cookie naming a
 *   verification row that names the user) it also completes the sign-in; signed in, it only removes
 *   the factor.
 */
function vocableTwoFactor(db: Db): BetterAuthPlugin {
  // Set-up confirmations in flight, by request: the before hook knows, the after hook acts.
  const confirmingSetUp = new WeakSet<object>();
  return {
    id: "vocable-two-factor",
    hooks: {
      before: [
        {
          // Set-up over a factor that is on would replace it with only a session and the password
          // (no mailed proof, which turning it off asks for) and keep the old backup codes.
          matcher: (ctx) => ctx.path === ENABLE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // the plugin's session check answers
            // The user's flag, or a confirmed secret: either means a factor is on.
            if ((await isTwoFactorEnabled(db, session.user.id)) || (await findTwoFactor(db, session.user.id))?.verified === true) {
              throw new APIError("BAD_REQUEST", {
                code: "TWO_FACTOR_ALREADY_ENABLED",
                message: "Two-factor authentication is already on. Turn it off first (Settings, Two-factor authentication), then set it up again.",
              });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return; // the plugin's body schema answers
            const who = await secondFactorUser(ctx);
            if (!who) return; // the plugin answers "invalid two factor cookie"
            const row = await findTwoFactor(db, who.userId);
            if (!row) return; // the plugin answers "TOTP not enabled"
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = matchingTotpStep(secret, code, Date.now());
            if (step === null) return;
            if (!(await claimTotpStep(db, who.userId, step))) {
              if (!who.signedIn) await recordSecondFactorFailure(db, who.userId, new Date());
              throw invalidCode();
            }
            if (who.signedIn && !row.verified) confirmingSetUp.add(ctx.context);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (!confirmingSetUp.has(ctx.context)) return;
            confirmingSetUp.delete(ctx.context);
            const fresh = ctx.context.newSession;
            if (!fresh || isAPIError(ctx.context.returned)) return;
            await markEnrolled(db, fresh.user.id, new Date());
            await deleteOtherSessions(db, fresh.user.id, fresh.session.token);
          }),
        },
      ],
    },
    endpoints: {
      removeTwoFactorWithBackupCode: createAuthEndpoint(
        REMOVE_WITH_BACKUP_CODE_PATH,
        { method: "POST", body: z.object({ code: z.string() }) },
        async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          const pending = session ? null : await pendingSignIn(ctx);
          const userId = session?.user.id ?? pending?.userId;
          if (!userId) {
            throw new APIError("UNAUTHORIZED", {
              code: "TWO_FACTOR_SIGN_IN_EXPIRED",
              message: "Your sign-in has expired. Sign in with your password again, then use a backup code.",
            });
          }
          const row = await findTwoFactor(db, userId);
          if (!row?.verified) {
            throw new APIError("BAD_REQUEST", { code: "TWO_FACTOR_NOT_ENABLED", message: "Two-factor authentication is not turned on for this account." });
          }
          if (pending && lockedUntil(row, new Date())) {
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TWO_FACTOR_LOCKED",
              message: "Too many failed verification attempts. Your account is temporarily locked. Please try again later.",
            });
          }
          const normalized = normalizeBackupCode(ctx.body.code);
          if (!normalized || !(await consumeBackupCodeAndRemoveFactor(db, userId, hashBackupCode(normalized)))) {
            if (pending) await recordSecondFactorFailure(db, userId, new Date());
            throw new APIError("BAD_REQUEST", { code: "INVALID_BACKUP_CODE", message: "This backup code is not valid or has already been used." });
          }
          if (!pending) return ctx.json({ status: "ok" as const, signed_in: false });

          // Complete the pending sign-in exactly as the plugin's own verification does.
          const pendingCookie = ctx.context.createAuthCookie(PENDING_COOKIE);
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(pending.identifier);
          await ctx.context.internalAdapter.deleteVerificationByIdentifier(`2fa-attempts-${pending.identifier}`);
          expireCookie(ctx, pendingCookie);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!consumed || consumed.value !== userId || !user) {
            throw new APIError("UNAUTHORIZED", {
              code: "TWO_FACTOR_SIGN_IN_EXPIRED",
              message: "Two-factor authentication was removed, but your sign-in has expired. Sign in with your password again.",
            });
          }
          const dontRememberMe = await ctx.getSignedCookie(ctx.context.authCookies.dontRememberToken.name, ctx.context.secret);
          const created = await ctx.context.internalAdapter.createSession(userId, !!dontRememberMe);
          await setSessionCookie(ctx, { session: created, user });
          return ctx.json({ status: "ok" as const, signed_in: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Better Auth's two-factor plugin with Vocable's options, plus Vocable's additions (above). The
 * TOTP secret is encrypted at rest by the plugin with the server's auth secret (AES via
 * `symmetricEncrypt`); the plugin's account lockout (LOCKOUT_MAX_FAILURES wrong answers ->
 * LOCKOUT_SECONDS) stays on; its backup codes are turned off (an empty list) for Vocable's hashed ones.
 */
export function twoFactorPlugins(db: Db) {
  return [
    twoFactor({
      issuer: "Vocable",
      totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
      backupCodeOptions: { amount: 0, customBackupCodesGenerate: () => [] },
      twoFactorCookieMaxAge: PENDING_MAX_AGE_SECONDS,
      accountLockout: { enabled: true, maxFailedAttempts: LOCKOUT_MAX_FAILURES, durationSeconds: LOCKOUT_SECONDS },
    }),
    vocableTwoFactor(db),
  ];
}
