import { describe, expect, it } from "vitest";
import { AccessCache, forgetAccess } from "./access-cache";

describe("access cache", () => {
  it("answers from the cache while fresh, and reads again once the entry is two seconds old", async () => {
    const cache = new AccessCache<string>();
    let reads = 0;
    const read = async () => `value ${++reads}`;
    expect(await cache.get("k", read, 1_000)).toBe("value 1");
    expect(await cache.get("k", read, 2_999)).toBe("value 1");
    expect(await cache.get("k", read, 3_000)).toBe("value 2");
    expect(reads).toBe(2);
  });

  it("keeps no answer of null (an unknown key is read every time)", async () => {
    const cache = new AccessCache<string>();
    let reads = 0;
    const read = async () => (++reads, null);
    expect(await cache.get("k", read, 0)).toBeNull();
    expect(await cache.get("k", read, 1)).toBeNull();
    expect(reads).toBe(2);
  });

  it("forgets every entry of every cache on a change of access", async () => {
    const a = new AccessCache<string>();
    const b = new AccessCache<string>();
    await a.get("k", async () => "old a", 0);
    await b.get("k", async () => "old b", 0);
    forgetAccess();
    expect(await a.get("k", async () => "new a", 1)).toBe("new a");
    expect(await b.get("k", async () => "new b", 1)).toBe("new b");
  });

  it("does not keep a read that began before a change and ended after it", async () => {
    const cache = new AccessCache<string>();
    let finish: (v: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((r) => (finish = r)), 0);
    forgetAccess();
    finish("read before the change");
    expect(await slow).toBe("read before the change");
    expect(await cache.get("k", async () => "read after the change", 1)).toBe("read after the change");
  });
});
