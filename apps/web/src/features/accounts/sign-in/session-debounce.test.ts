import { SIGN_OUT_DEBOUNCE_MS } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { checkSessionDebounced } from "./session-debounce";

/** A clock that moves only when the code under test waits. */
function fakeClock() {
  let now = 1000;
  const waits: number[] = [];
  return {
    now: () => now,
    wait: (ms: number) => {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    },
    waits,
  };
}

function answers(...values: (string | null)[]) {
  const calls: number[] = [];
  return {
    fetchOnce: () => {
      calls.push(calls.length);
      return Promise.resolve(values[calls.length - 1] ?? null);
    },
    calls,
  };
}

describe("checkSessionDebounced", () => {
  it("reports a user at once", async () => {
    const clock = fakeClock();
    const server = answers("ada");
    expect(await checkSessionDebounced({ ...server, ...clock, hadUser: true })).toBe("ada");
    expect(clock.waits).toEqual([]);
  });

  it("reports no user at once when there was none (first load, signed out)", async () => {
    const clock = fakeClock();
    const server = answers(null);
    expect(await checkSessionDebounced({ ...server, ...clock, hadUser: false })).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it("a user that flaps away for one check stays signed in", async () => {
    const clock = fakeClock();
    const server = answers(null, "ada");
    expect(await checkSessionDebounced({ ...server, ...clock, hadUser: true })).toBe("ada");
    expect(clock.waits).toEqual([SIGN_OUT_DEBOUNCE_MS]);
  });

  it("a user gone for the whole debounce is signed out", async () => {
    const clock = fakeClock();
    const server = answers(null, null);
    expect(await checkSessionDebounced({ ...server, ...clock, hadUser: true })).toBeNull();
    expect(server.calls).toHaveLength(2);
    expect(clock.waits).toEqual([1000]);
  });
});
