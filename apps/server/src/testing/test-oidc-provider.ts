import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider for tests (the `oidc-provider` package, in this process): one
 * confidential client, and the package's development sign-in form, where any login is accepted
 * and becomes the account id. A login that is an e-mail address is that account's address; the
 * consent step is skipped (a company's own provider does not ask its staff).
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs `login` in at the provider from an authorization URL; returns the URL it redirects back to. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestOidcProvider(opts: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Answers requests of its own first (true: answered); the rest go to the provider. */
  extraRoutes?: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = opts.clientId ?? "vocable-test";
  const clientSecret = opts.clientSecret ?? "test-client-secret-0123456789abcdef";
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: opts.redirectUris, grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id.includes("@") ? id : undefined, email_verified: true, name: id.split("@")[0] }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    cookies: { keys: ["test-oidc-cookie-key-0123456789"] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  // Its warnings about development settings are expected here.
  provider.on("server_error", () => undefined);
  const handle = provider.callback();
  const extra = opts.extraRoutes;
  server.on("request", (req, res) => {
    void (async () => {
      if (extra && (await extra(req, res))) return;
      await handle(req, res);
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signIn: (authorizationUrl, login) => followSignIn(issuer, authorizationUrl, login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's walk through the provider: the authorization request, the sign-in form, the redirects. */
async function followSignIn(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== issuer) return url;
    let res = await fetch(url, { headers: { cookie: cookie() }, redirect: "manual" });
    keep(res);
    if (res.status === 200 && url.pathname.startsWith("/interaction/")) {
      await res.text();
      res = await fetch(url, {
        method: "POST",
        headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
        redirect: "manual",
      });
      keep(res);
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects at the provider");
}
