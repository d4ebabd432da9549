import { describe, expect, it } from "vitest";
import { TIER_IDS } from "../tiers";
import { addMonthsClamped, nextCharacterReset, periodEnd, periodInvoiceCents, periodMonths, prorationCents, upgradeChargeCents, upgradeProration } from "./billing-period";
import type { BillingPeriod } from "./plan-action";
import { CURRENCIES } from "./plan-prices";
import type { Discount } from "./promo";

const M: BillingPeriod = "monthly_period";
const A: BillingPeriod = "annual_period";
const d = (iso: string) => new Date(iso);
const DAY = 86_400_000;

/** A small deterministic PRNG (mulberry32) so the invariant tests cover many dates and stay reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20260101);
const randomDate = () => new Date(Date.UTC(1999, 0, 1) + Math.floor(rand() * 40 * 365 * DAY));

describe("addMonthsClamped", () => {
  it.each<[string, number, string]>([
    ["2026-01-31T10:20:30.000Z", 1, "2026-02-28T10:20:30.000Z"],
    ["2024-01-31T00:00:00.000Z", 1, "2024-02-29T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", 2, "2026-03-31T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", 3, "2026-04-30T00:00:00.000Z"],
    ["2026-01-15T00:00:00.000Z", 0, "2026-01-15T00:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", 1, "2027-01-31T23:59:59.999Z"],
    ["2026-03-31T00:00:00.000Z", -1, "2026-02-28T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", -13, "2024-12-31T00:00:00.000Z"],
    ["2024-02-29T00:00:00.000Z", 12, "2025-02-28T00:00:00.000Z"],
    ["2024-02-29T00:00:00.000Z", 48, "2028-02-29T00:00:00.000Z"],
  ])("%s + %s months = %s", (from, n, to) => {
    expect(addMonthsClamped(d(from), n).toISOString()).toBe(to);
  });

  it("does not change its argument and rejects bad input", () => {
    const date = d("2026-01-31T00:00:00Z");
    addMonthsClamped(date, 1);
    expect(date.toISOString()).toBe("2026-01-31T00:00:00.000Z");
    expect(() => addMonthsClamped(date, 1.5)).toThrow(RangeError);
    expect(() => addMonthsClamped(new Date(Number.NaN), 1)).toThrow(RangeError);
  });

  it("moves exactly k calendar months, keeps the time of day and never passes the anchor's day", () => {
    const bad: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const anchor = randomDate();
      const k = Math.floor(rand() * 61) - 30;
      const out = addMonthsClamped(anchor, k);
      const months = (out.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + out.getUTCMonth() - anchor.getUTCMonth();
      const sameTime = out.getTime() % DAY === anchor.getTime() % DAY;
      const day = out.getUTCDate();
      const lastDay = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
      const dayOk = day === anchor.getUTCDate() || (day < anchor.getUTCDate() && day === lastDay);
      if (months !== k || !sameTime || !dayOk) bad.push(`${anchor.toISOString()} + ${k} = ${out.toISOString()}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("periodEnd", () => {
  it.each<[string, BillingPeriod, string]>([
    ["2026-01-31T00:00:00.000Z", M, "2026-02-28T00:00:00.000Z"],
    ["2026-05-10T08:00:00.000Z", M, "2026-06-10T08:00:00.000Z"],
    ["2024-02-29T00:00:00.000Z", A, "2025-02-28T00:00:00.000Z"],
    ["2026-05-10T08:00:00.000Z", A, "2027-05-10T08:00:00.000Z"],
  ])("%s %s ends %s", (start, period, end) => {
    expect(periodEnd(d(start), period).toISOString()).toBe(end);
  });

  it("a month is 1, a year 12", () => {
    expect([periodMonths(M), periodMonths(A)]).toEqual([1, 12]);
  });
});

describe("nextCharacterReset", () => {
  it.each<[string, string, string]>([
    ["2026-01-31T00:00:00.000Z", "2026-02-01T00:00:00.000Z", "2026-02-28T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", "2026-02-28T00:00:00.000Z", "2026-03-31T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", "2026-03-30T00:00:00.000Z", "2026-03-31T00:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", "2026-01-31T00:00:00.000Z", "2026-02-28T00:00:00.000Z"],
    ["2026-01-15T12:00:00.000Z", "2026-07-15T11:59:59.000Z", "2026-07-15T12:00:00.000Z"],
    ["2026-01-15T12:00:00.000Z", "2026-07-15T12:00:00.000Z", "2026-08-15T12:00:00.000Z"],
    ["2020-02-29T00:00:00.000Z", "2026-12-31T00:00:00.000Z", "2027-01-29T00:00:00.000Z"],
    // An anchor still ahead is itself the next reset.
    ["2026-09-01T00:00:00.000Z", "2026-08-01T00:00:00.000Z", "2026-09-01T00:00:00.000Z"],
  ])("anchor %s, now %s: %s", (anchor, now, next) => {
    expect(nextCharacterReset(d(anchor), d(now)).toISOString()).toBe(next);
  });

  it("is strictly after now, at most 31 days later, and anchor + k months", () => {
    const bad: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const a = randomDate();
      const b = randomDate();
      const [anchor, now] = a <= b ? [a, b] : [b, a];
      const next = nextCharacterReset(anchor, now);
      const k = (next.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + next.getUTCMonth() - anchor.getUTCMonth();
      const ok = next > now && next.getTime() - now.getTime() <= 31 * DAY && addMonthsClamped(anchor, k).getTime() === next.getTime();
      const first = k === 0 || addMonthsClamped(anchor, k - 1) <= now;
      if (!ok || !first) bad.push(`${anchor.toISOString()} ${now.toISOString()} -> ${next.toISOString()}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("prorationCents", () => {
  const start = d("2026-06-01T00:00:00Z");
  const end = d("2026-07-01T00:00:00Z");
  it.each<[string, number, number, Date, number]>([
    ["at the start: the whole old price is credited", 2200, 9900, start, 7700],
    ["half way: half is credited", 2200, 9900, d("2026-06-16T00:00:00Z"), 8800],
    ["at the end: nothing is credited", 2200, 9900, end, 9900],
    ["after the end: nothing is credited", 2200, 9900, d("2026-08-01T00:00:00Z"), 9900],
    ["before the start: all is credited", 2200, 9900, d("2026-05-01T00:00:00Z"), 7700],
    ["a credit above the new price is not paid out", 99000, 9900, start, 0],
    ["a third of a period rounds to the cent", 1000, 1000, d("2026-06-21T00:00:00Z"), 667],
  ])("%s", (_, oldCents, newCents, at, due) => {
    expect(prorationCents({ oldCents, newCents, periodStart: start, periodEnd: end, at })).toBe(due);
  });

  it("an empty period credits nothing", () => {
    expect(prorationCents({ oldCents: 2200, newCents: 9900, periodStart: start, periodEnd: start, at: start })).toBe(9900);
  });

  it("is whole cents in [max(0, new - old), new] and never falls as time passes", () => {
    const bad: string[] = [];
    for (let i = 0; i < 500; i++) {
      const periodStart = randomDate();
      const periodEnd_ = periodEnd(periodStart, rand() < 0.5 ? M : A);
      const oldCents = Math.floor(rand() * 1_400_000);
      const newCents = Math.floor(rand() * 1_400_000);
      let previous = -1;
      for (let step = -2; step <= 22; step++) {
        const at = new Date(periodStart.getTime() + ((periodEnd_.getTime() - periodStart.getTime()) * step) / 20);
        const due = prorationCents({ oldCents, newCents, periodStart, periodEnd: periodEnd_, at });
        if (!Number.isInteger(due) || due < Math.max(0, newCents - oldCents) || due > newCents || due < previous) bad.push(`${oldCents} ${newCents} ${step}: ${due}`);
        previous = due;
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("upgradeChargeCents", () => {
  const start = d("2026-06-01T00:00:00Z");
  const end = d("2026-07-01T00:00:00Z");
  it.each<[string, number, number, Date, boolean, number]>([
    ["same period, at the start: the whole difference", 2200, 9900, start, true, 7700],
    ["same period, half way: half the difference", 2200, 9900, d("2026-06-16T00:00:00Z"), true, 3850],
    ["same period, at the end: nothing", 2200, 9900, end, true, 0],
    ["same period, a cheaper plan: nothing", 9900, 2200, start, true, 0],
    ["same period, a third left rounds to the cent", 1000, 2000, d("2026-06-21T00:00:00Z"), true, 333],
    ["a new period: the new price less the unused old", 2200, 99000, d("2026-06-16T00:00:00Z"), false, 97900],
  ])("%s", (_, oldCents, newCents, at, samePeriod, due) => {
    expect(upgradeChargeCents({ oldCents, newCents, periodStart: start, periodEnd: end, at, samePeriod })).toBe(due);
  });

  it("keeping the period never charges more than a new period would, nor less than 0", () => {
    const bad: string[] = [];
    for (let i = 0; i < 500; i++) {
      const periodStart = randomDate();
      const periodEnd_ = periodEnd(periodStart, rand() < 0.5 ? M : A);
      const at = new Date(periodStart.getTime() + rand() * (periodEnd_.getTime() - periodStart.getTime()));
      const oldCents = Math.floor(rand() * 1_400_000);
      const newCents = Math.floor(rand() * 1_400_000);
      const input = { oldCents, newCents, periodStart, periodEnd: periodEnd_, at };
      const same = upgradeChargeCents({ ...input, samePeriod: true });
      if (!Number.isInteger(same) || same < 0 || same > prorationCents(input) || same > Math.max(0, newCents - oldCents)) bad.push(JSON.stringify(input));
    }
    expect(bad).toEqual([]);
  });
});

describe("periodInvoiceCents", () => {
  it.each<[string, BillingPeriod, "usd" | "eur", Discount | null, number, { subtotal: number; discount: number; total: number }]>([
    ["creator", M, "usd", null, 0, { subtotal: 2200, discount: 0, total: 2200 }],
    ["creator", M, "usd", null, 50, { subtotal: 2200, discount: 1100, total: 1100 }],
    ["starter", M, "eur", null, 80, { subtotal: 475, discount: 380, total: 95 }],
    ["creator", M, "usd", { amountOffCents: 500 }, 0, { subtotal: 2200, discount: 500, total: 1700 }],
    // The first-month offer and a code do not stack: the larger applies.
    ["creator", M, "usd", { amountOffCents: 500 }, 50, { subtotal: 2200, discount: 1100, total: 1100 }],
    ["creator", M, "usd", { percentOff: 70 }, 50, { subtotal: 2200, discount: 1540, total: 660 }],
    ["pro", A, "usd", { percentOff: 10 }, 0, { subtotal: 99000, discount: 9900, total: 89100 }],
    ["starter", M, "usd", { amountOffCents: 2200 }, 0, { subtotal: 500, discount: 500, total: 0 }],
    ["free", M, "usd", { amountOffCents: 500 }, 0, { subtotal: 0, discount: 0, total: 0 }],
    ["enterprise", A, "usd", null, 0, { subtotal: 0, discount: 0, total: 0 }],
  ])("%s %s %s %j first month %s%%", (tier, period, currency, discount, firstMonthPercentOff, expected) => {
    expect(periodInvoiceCents({ tier, period, currency, discount, firstMonthPercentOff })).toEqual(expected);
  });

  it("a total is never negative and always subtotal minus discount", () => {
    const discounts: (Discount | null)[] = [null, { percentOff: 0 }, { percentOff: 50 }, { percentOff: 100 }, { percentOff: 200 }, { amountOffCents: 500 }, { amountOffCents: 10_000_000 }, { amountOffCents: -5 }];
    const bad: string[] = [];
    for (const tier of TIER_IDS)
      for (const period of [M, A])
        for (const currency of CURRENCIES)
          for (const discount of discounts)
            for (const firstMonthPercentOff of [0, 50, 80, 100, 120]) {
              const inv = periodInvoiceCents({ tier, period, currency, discount, firstMonthPercentOff });
              if (inv.total < 0 || inv.total !== inv.subtotal - inv.discount || inv.discount < 0 || !Number.isInteger(inv.total)) bad.push(`${tier} ${JSON.stringify(discount)}`);
            }
    expect(bad).toEqual([]);
  });
});

describe("upgradeProration (the plan-change dialog's amounts)", () => {
  const periodStart = new Date("2026-03-01T00:00:00Z");
  const periodEnd_ = new Date("2026-03-31T00:00:00Z");
  const half = new Date("2026-03-16T00:00:00Z");
  it.each([
    ["same period, half used: half of each price", { oldCents: 9900, newCents: 33000, samePeriod: true, at: half }, { creditCents: 4950, chargeCents: 16500, dueCents: 11550 }],
    ["same period, at the start: the whole difference", { oldCents: 2200, newCents: 9900, samePeriod: true, at: periodStart }, { creditCents: 2200, chargeCents: 9900, dueCents: 7700 }],
    ["same period, at the end: nothing", { oldCents: 2200, newCents: 9900, samePeriod: true, at: periodEnd_ }, { creditCents: 0, chargeCents: 0, dueCents: 0 }],
    ["new period: the whole new price less the credit", { oldCents: 9900, newCents: 99000, samePeriod: false, at: half }, { creditCents: 4950, chargeCents: 99000, dueCents: 94050 }],
  ] as const)("%s", (_name, input, expected) => {
    const result = upgradeProration({ ...input, periodStart, periodEnd: periodEnd_ });
    expect(result).toEqual(expected);
    expect(result.dueCents).toBe(upgradeChargeCents({ ...input, periodStart, periodEnd: periodEnd_ }));
  });
});
