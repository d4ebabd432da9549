import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The resolver's answers, per name: what a hostile DNS server could say.
const answers = new Map<string, { address: string; family: number }[]>();
vi.mock("node:dns/promises", () => ({
  default: {
    lookup: async (name: string) => {
      const found = answers.get(name);
      if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return found;
    },
  },
}));

const { postToTarget, resolveTarget, TargetRefusedError, checkTargetForSaving } = await import("./safe-target");

let server: http.Server;
let port = 0;
const seen: { host?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ host: req.headers.host, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("resolveTarget", () => {
  it("refuses a name that resolves to a private address, and one with any private answer among public ones", async () => {
    answers.set("rebind.example", [{ address: "127.0.0.1", family: 4 }]);
    answers.set("mixed.example", [{ address: "8.8.8.8", family: 4 }, { address: "::ffff:10.0.0.1", family: 6 }]);
    answers.set("meta.example", [{ address: "169.254.169.254", family: 4 }]);
    for (const name of ["rebind.example", "mixed.example", "meta.example"]) {
      await expect(resolveTarget(`https://${name}/hook`, { allowPrivate: false })).rejects.toBeInstanceOf(TargetRefusedError);
      expect(await checkTargetForSaving(`https://${name}/hook`, { allowPrivate: false })).toBeInstanceOf(TargetRefusedError);
    }
  });

  it("takes a public answer, and the operator's setting lets private ones through", async () => {
    answers.set("public.example", [{ address: "2606:4700:4700::1111", family: 6 }]);
    expect(await resolveTarget("https://public.example/hook", { allowPrivate: false })).toMatchObject({ host: "public.example", address: "2606:4700:4700::1111", family: 6 });
    expect(await resolveTarget("http://rebind.example/hook", { allowPrivate: true })).toMatchObject({ address: "127.0.0.1" });
  });

  it("accepts for saving a name that does not resolve yet (each delivery checks again)", async () => {
    expect(await checkTargetForSaving("https://not-yet.example/hook", { allowPrivate: false })).toBeNull();
    await expect(resolveTarget("https://not-yet.example/hook", { allowPrivate: false })).rejects.toThrow(/ENOTFOUND/);
  });
});

describe("postToTarget", () => {
  it("connects to the checked address only, whatever the name would resolve to now (DNS rebinding)", async () => {
    // The name resolves nowhere (or somewhere else) at connection time: the pinned address is used.
    answers.delete("pinned.example");
    const target = { url: new URL(`http://pinned.example:${port}/hook?x=1`), host: "pinned.example", address: "127.0.0.1", family: 4 as const };
    const result = await postToTarget(target, '{"a":1}', { "content-type": "application/json" }, { timeoutMs: 5000 });
    expect(result.status).toBe(204);
    expect(seen.at(-1)).toEqual({ host: `pinned.example:${port}`, body: '{"a":1}' });
  });

  it("gives up after the timeout", async () => {
    const slow = http.createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const slowPort = (slow.address() as AddressInfo).port;
    const target = { url: new URL(`http://127.0.0.1:${slowPort}/`), host: "127.0.0.1", address: "127.0.0.1", family: 4 as const };
    await expect(postToTarget(target, "{}", {}, { timeoutMs: 200 })).rejects.toThrow(/no answer within 0.2 s/);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
