import type { Auth } from "#platform/auth";

/**
 * The server's secret (BETTER_AUTH_SECRET, or the one generated in the data directory): the key of
 * the HMACs that let the server recognise what it issued without storing it (opt-out keys) and
 * that keep device fingerprints unmatchable outside this server.
 */
export async function serverSecret(auth: Auth): Promise<string> {
  return (await auth.$context).secret;
}
