import { createHash } from "node:crypto";
import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { isServiceAccountEmail, NAME_REQUIRED, nameProblem } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Config } from "#platform/env";
import type { Mailer } from "#platform/mail/types";
import { passwordHashing } from "#platform/auth/password-hash";
import { makeOptOutUpdatesKey, optOutUpdatesUrl } from "#features/accounts/account/opt-out-updates-key";
import { accountEmailJobKey } from "./account-email-job-scope";
import { safeContinueUrl } from "./continue-url";
import { passwordChangedMessage, resetPasswordMessage, signUpAttemptMessage, verifyEmailMessage } from "./emails";
import { passwordProblem } from "./password-policy";
import { revokePersonalApiKeys } from "./use-cases/revoke-personal-api-keys";
import { SSO_CALLBACK_PATH } from "#features/accounts/sso/oidc-config";

/** Better Auth paths that set a password: the policy applies to each (and to sign-up with a taken address alike). */
const PASSWORD_PATHS = ["/sign-up/email", "/change-password", "/reset-password", "/set-password"];

const MINUTE = 60_000;
/** One e-mail per reset token: a retried job does not mail the same link twice (the per-address rate limit bounds the rest). */
const tokenKey = (token: string) => createHash("sha256").update(token).digest("hex");
const bucket = (ms: number) => Math.floor(Date.now() / ms);

/** The `callbackURL` Better Auth put in its own link: our e-mails carry it as `continueUrl`. */
function callbackOf(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get("callbackURL") ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The password policy as a Better Auth plugin: it wraps password hashing, so every path that sets
 * a password (and sign-up with a registered address, which hashes too to take the same time)
 * refuses a weak one with the same answer.
 */
function passwordPolicyPlugin(): BetterAuthPlugin {
  return {
    id: "vocable-password-policy",
    init(ctx) {
      const original = ctx.password.hash;
      return {
        context: {
          password: {
            ...ctx.password,
            async hash(password: string) {
              const endpoint = tryGetCurrentAuthEndpointContext();
              if (endpoint?.path && PASSWORD_PATHS.includes(endpoint.path)) {
                const problem = passwordProblem(password);
                if (problem) throw APIError.from("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
              }
              return original(password);
            },
          },
        },
      };
    },
  };
}

/** Refuses an empty or over-long name (the domain's rule: 1 to 100 characters) before Better Auth stores it. */
const checkName = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email" && ctx.path !== "/update-user") return;
  const name: unknown = (ctx.body as { name?: unknown } | undefined)?.name;
  if (name === undefined && ctx.path === "/update-user") return;
  const problem = typeof name === "string" ? nameProblem(name) : NAME_REQUIRED;
  if (problem) throw APIError.from("BAD_REQUEST", { message: problem, code: "INVALID_NAME" });
});

/**
 * Better Auth's options for the account e-mails and credential rules: sign-up never signs in and
 * answers alike for a registered address (which gets a "someone tried to sign up" e-mail instead),
 * verification and reset e-mails go through the mailer (durable jobs) with links to the web app's
 * landing, a reset ends every session and the user's API keys, and tokens are stored hashed.
 * `afterAccountUpdate` (a database hook of the account table) ends the API keys on a password change.
 */
export function accountAuthOptions(opts: { config: Config; mailer: Mailer; secret: string; db: Db; passwordWorkFactor?: number }): Pick<
  BetterAuthOptions,
  "emailAndPassword" | "emailVerification" | "verification" | "hooks"
> & { plugins: BetterAuthPlugin[]; afterAccountUpdate: (account: { userId: string }, ctx: { path?: string } | null | undefined) => Promise<void> } {
  const { config, mailer, db } = opts;
  const publicUrl = config.publicUrl;
  const optOutUrl = (userId: string) => optOutUpdatesUrl(publicUrl, makeOptOutUpdatesKey(opts.secret, userId));
  return {
    emailAndPassword: {
      enabled: true,
      password: passwordHashing(opts.passwordWorkFactor),
      // The policy (password-policy.ts, via the plugin below) says why a password is refused; Better
      // Auth's own bounds only keep absurd input away from the hash.
      minPasswordLength: 1,
      maxPasswordLength: 1024,
      // A session only for new addresses would tell which addresses are registered.
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url, token }) {
        // A service account has no mailbox and must never get a password.
        if (isServiceAccountEmail(user.email)) return;
        const continueUrl = safeContinueUrl(publicUrl, callbackOf(url));
        // Asked for by address, this runs in the account.send-email job: one e-mail per job, however often it runs.
        await mailer.send(resetPasswordMessage(publicUrl, { to: user.email, token, continueUrl, optOutUrl: optOutUrl(user.id) }), {
          idempotencyKey: accountEmailJobKey("reset-password") ?? `reset-password:${tokenKey(token)}`,
        });
      },
      async onPasswordReset({ user }) {
        // Before the e-mail that says so.
        await revokePersonalApiKeys(db, user.id);
        await mailer.send(passwordChangedMessage(publicUrl, { to: user.email }), {
          idempotencyKey: `password-changed:${user.id}:${bucket(MINUTE)}`,
        });
      },
      async onExistingUserSignUp({ user }) {
        if (isServiceAccountEmail(user.email)) return;
        await mailer.send(signUpAttemptMessage(publicUrl, { to: user.email, optOutUrl: optOutUrl(user.id) }), {
          idempotencyKey: `sign-up-attempt:${user.id}:${bucket(60 * MINUTE)}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url, token }, request) {
        if (isServiceAccountEmail(user.email)) return;
        // A first sign-in through the company's identity provider: the provider vouches for the
        // address (features/accounts/sso marks it verified once the domain check passes), so no e-mail.
        if (request && new URL(request.url).pathname.endsWith(SSO_CALLBACK_PATH)) return;
        const continueUrl = safeContinueUrl(publicUrl, callbackOf(url));
        // Inside the account.send-email job, one e-mail per job however often it runs. Otherwise (sign-up)
        // no key: the token is a JWT, the same for two requests in one second, and each ask deserves its e-mail.
        await mailer.send(verifyEmailMessage(publicUrl, { to: user.email, token, userId: user.id, continueUrl, optOutUrl: optOutUrl(user.id) }), {
          idempotencyKey: accountEmailJobKey("verify-email"),
        });
      },
    },
    // Reset tokens (and any other verification value) are looked up by a hash: the table holds no usable token.
    verification: { storeIdentifier: "hashed" },
    hooks: { before: checkName },
    plugins: [passwordPolicyPlugin()],
    // A password change writes the credential account through this hook; a reset goes through
    // onPasswordReset above (its update has no row to hand over). Either way the keys end.
    async afterAccountUpdate(account, ctx) {
      if (ctx?.path === "/change-password") await revokePersonalApiKeys(db, account.userId);
    },
  };
}
