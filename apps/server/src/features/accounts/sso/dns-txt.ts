import { Resolver } from "node:dns/promises";

/**
 * The TXT records at `name`, from the resolvers in DNS_SERVERS or the system's. A name with no
 * records (NXDOMAIN, NODATA) is an empty list; other failures (timeouts, refusals) throw.
 */
export async function resolveTxtRecords(name: string, servers: readonly string[]): Promise<string[][]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  try {
    return await resolver.resolveTxt(name);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "ENOTFOUND" || code === "ENODATA") return [];
    throw err;
  }
}
