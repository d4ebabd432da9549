import { afterEach, describe, expect, it } from "vitest";
import { SIGN_OUT_SIGNAL_KEY, createSignOutSignal, type SignOutSignal } from "./sign-out-signal";

/** Resolves when `listener` has been called `count` times. */
function heard(signal: SignOutSignal, count = 1) {
  let calls = 0;
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  const unsubscribe = signal.subscribe(() => {
    calls += 1;
    if (calls === count) done();
  });
  return { all, calls: () => calls, unsubscribe };
}

const open: SignOutSignal[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe("sign-out signal over BroadcastChannel", () => {
  const tab = () => {
    const signal = createSignOutSignal({ createChannel: (name) => new BroadcastChannel(name) });
    open.push(signal);
    return signal;
  };

  it("reaches the other tabs, not the one that signed out", async () => {
    const [a, b, c] = [tab(), tab(), tab()];
    const inA = heard(a);
    const inB = heard(b);
    const inC = heard(c, 2);
    a.announce();
    await inB.all;
    b.announce();
    // c hears both announcements, a hears b's (a BroadcastChannel never delivers to the one that posted).
    await Promise.all([inA.all, inC.all]);
    expect([inA.calls(), inB.calls(), inC.calls()]).toEqual([1, 1, 2]);
  });
});

describe("sign-out signal over storage events (no BroadcastChannel)", () => {
  /** A shared "localStorage" that, like a browser, fires `storage` in every other tab on a write. */
  function browser() {
    const tabs: EventTarget[] = [];
    const storageFor = (self: EventTarget): Pick<Storage, "setItem" | "removeItem"> => ({
      setItem(key, value) {
        for (const other of tabs) if (other !== self) other.dispatchEvent(Object.assign(new Event("storage"), { key, newValue: value }));
      },
      removeItem(key) {
        for (const other of tabs) if (other !== self) other.dispatchEvent(Object.assign(new Event("storage"), { key, newValue: null }));
      },
    });
    return {
      tab() {
        const events = new EventTarget();
        tabs.push(events);
        return createSignOutSignal({ storage: storageFor(events), events });
      },
    };
  }

  it("reaches the other tabs once each", () => {
    const b = browser();
    const [a, other] = [b.tab(), b.tab()];
    const inA = heard(a);
    const inOther = heard(other);
    a.announce();
    expect([inA.calls(), inOther.calls()]).toEqual([0, 1]);
  });

  it("ignores other keys and values that are not its messages", () => {
    const events = new EventTarget();
    const signal = createSignOutSignal({ events });
    const inTab = heard(signal);
    for (const [key, newValue] of [
      ["xi:theme", JSON.stringify({ type: "signed-out", id: "x" })],
      [SIGN_OUT_SIGNAL_KEY, "not json"],
      [SIGN_OUT_SIGNAL_KEY, JSON.stringify({ type: "other" })],
      [SIGN_OUT_SIGNAL_KEY, null],
    ]) {
      events.dispatchEvent(Object.assign(new Event("storage"), { key, newValue }));
    }
    expect(inTab.calls()).toBe(0);
    events.dispatchEvent(Object.assign(new Event("storage"), { key: SIGN_OUT_SIGNAL_KEY, newValue: JSON.stringify({ type: "signed-out", id: "y" }) }));
    events.dispatchEvent(Object.assign(new Event("storage"), { key: SIGN_OUT_SIGNAL_KEY, newValue: JSON.stringify({ type: "signed-out", id: "y" }) }));
    expect(inTab.calls()).toBe(1);
  });
});
