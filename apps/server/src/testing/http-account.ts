/**
 * Account steps over real HTTP against a server process (multi-instance, crash and SDK-style
 * tests), done the way a person would: sign up, sign in, and for an API key prove access to the
 * mailbox by following the link the server mailed — read from the server's own outbox (the
 * default transport), which answers requests from this machine.
 */

const json = (body: unknown, headers: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Signs a new account up and signs it in; returns the session cookie. */
export async function signUpAndSignIn(baseUrl: string, input: { name: string; email: string; password: string; origin: string }): Promise<string> {
  const up = await fetch(`${baseUrl}/api/auth/sign-up/email`, json({ name: input.name, email: input.email, password: input.password }, { origin: input.origin }));
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, json({ email: input.email, password: input.password }, { origin: input.origin }));
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return cookieOf(signIn);
}

/** The newest outbox message to `to` whose subject matches, waiting for the mail job to deliver it. */
export async function outboxMail(baseUrl: string, to: string, subject: RegExp, timeoutMs = 30_000): Promise<{ subject: string; links: string[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/outbox/latest.json?to=${encodeURIComponent(to)}`);
    if (res.status === 200) {
      const mail = (await res.json()) as { subject: string; links: string[] };
      if (subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no outbox mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates an API key, following the mailed "Confirm it's you" link when the server asks for it. */
export async function createApiKeyWithProof(baseUrl: string, input: { cookie: string; email: string; origin: string; name: string }): Promise<string> {
  const headers = { origin: input.origin, cookie: input.cookie };
  let res = await fetch(`${baseUrl}/v1/user/create-api-key`, json({ name: input.name }, headers));
  if (res.status === 403) {
    const mail = await outboxMail(baseUrl, input.email, /Confirm it's you/);
    const code = mail.links.map((l) => new URL(l).searchParams.get("sensitiveActionVerificationCode")).find(Boolean);
    if (!code) throw new Error("the confirmation e-mail has no code");
    const verified = await fetch(`${baseUrl}/v1/user/verify-sensitive-action-code`, json({ code }, headers));
    if (verified.status !== 200) throw new Error(`verify-sensitive-action-code failed: ${verified.status} ${await verified.text()}`);
    res = await fetch(`${baseUrl}/v1/user/create-api-key`, json({ name: input.name }, headers));
  }
  if (res.status !== 200) throw new Error(`create-api-key failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { api_key: string }).api_key;
}
