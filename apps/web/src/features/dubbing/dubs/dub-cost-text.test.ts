import { describe, expect, it } from "vitest";
import { charactersLeft, dubCost, dubCostText, dubQuotaWarning } from "./dub-cost-text";

describe("the cost line of a new dub", () => {
  it("says what the length read in the browser costs, with and without the watermark", () => {
    expect(dubCost(61, false)).toBe(3_050);
    expect(dubCost(60, true)).toBe(2_000);
    expect(dubCost(null, false)).toBeNull();
    expect(dubCostText(61, false)).toBe("This dub costs 3,050 characters: 1:01 of media at 3,000 characters a minute.");
    expect(dubCostText(90.2, true)).toBe("This dub costs 3,034 characters: 1:31 of media at 2,000 characters a minute with the watermark.");
    expect(dubCostText(61, false, "Adding Spanish")).toBe("Adding Spanish costs 3,050 characters: 1:01 of media at 3,000 characters a minute.");
  });

  it("gives the rate when the length is not known yet", () => {
    expect(dubCostText(null, false)).toMatch(/^A dub costs 3,000 characters a minute, counted by the started second\./);
    expect(dubCostText(null, true)).toMatch(/^A dub costs 2,000 characters a minute with the watermark,/);
  });
});

describe("the month's characters against a dub", () => {
  it("counts what is left, unlimited as null", () => {
    expect(charactersLeft({ character_count: 7_000, character_limit: 10_000 })).toBe(3_000);
    expect(charactersLeft({ character_count: 12_000, character_limit: 10_000 })).toBe(0);
    expect(charactersLeft({ character_count: 5, character_limit: -1 })).toBeNull();
  });

  it("warns only when the dub needs more than is left", () => {
    const sub = { character_count: 8_000, character_limit: 10_000 };
    expect(dubQuotaWarning(sub, 2_000)).toBeNull();
    expect(dubQuotaWarning(sub, null)).toBeNull();
    expect(dubQuotaWarning({ character_count: 0, character_limit: -1 }, 1_000_000)).toBeNull();
    expect(dubQuotaWarning(sub, 3_050)).toBe("This dub needs 3,050 characters and 2,000 are left this month, so it may be refused. Dub a shorter part to spend less.");
  });
});
