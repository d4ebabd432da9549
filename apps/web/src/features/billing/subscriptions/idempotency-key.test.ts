import { describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotency-key";

const SHAPE = /^[A-Za-z0-9_.:-]{8,128}$/;

describe("newIdempotencyKey", () => {
  it("fits the server's key shape and differs each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(SHAPE);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("works without randomUUID (plain-http instances)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array as never) as T });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
