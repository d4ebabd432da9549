/**
 * Runs a company's single sign-on infrastructure for the browser journeys, on its own:
 * `npx tsx apps/server/src/testing/test-sso-cli.ts OIDC_PORT DNS_PORT REDIRECT_URI`
 * - an OpenID Connect provider (test-oidc-provider.ts) on http://127.0.0.1:OIDC_PORT with the client
 *   `vocable-e2e` / `vocable-e2e-secret` allowed to return to REDIRECT_URI; its development sign-in
 *   form accepts any login (an e-mail address becomes the account's address);
 * - a DNS server (test-dns.ts) on 127.0.0.1:DNS_PORT (UDP) answering TXT records, which the journey
 *   publishes as a company's DNS panel would: `POST http://127.0.0.1:OIDC_PORT/test-dns/txt` with
 *   `{"name": "...", "values": ["..."]}`;
 * - `GET /test-dns/health` for the harness. Stops on SIGINT or SIGTERM.
 */
import { startTestDns } from "./test-dns";
import { startTestOidcProvider } from "./test-oidc-provider";

const [oidcPort, dnsPort, redirectUri] = process.argv.slice(2);
if (!oidcPort || !dnsPort || !redirectUri) throw new Error("usage: test-sso-cli.ts OIDC_PORT DNS_PORT REDIRECT_URI");
const dns = await startTestDns(Number(dnsPort));
const idp = await startTestOidcProvider({
  port: Number(oidcPort),
  redirectUris: [redirectUri],
  clientId: "vocable-e2e",
  clientSecret: "vocable-e2e-secret",
  extraRoutes: async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/test-dns/health") {
      send(200, { status: "ok" });
      return true;
    }
    if (req.url !== "/test-dns/txt" || req.method !== "POST") return false;
    let body = "";
    for await (const chunk of req) body += String(chunk);
    const { name, values } = JSON.parse(body) as { name: string; values: string[] };
    dns.setTxt(name, values);
    send(200, { status: "ok" });
    return true;
  },
});
process.stdout.write(`OIDC issuer ${idp.issuer}, DNS 127.0.0.1:${dnsPort}\n`);

const stop = () => {
  void Promise.all([idp.close(), dns.close()]).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
