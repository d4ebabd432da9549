import { describe, expect, it } from "vitest";
import { parseEmails } from "./invite-dialog";

describe("parseEmails", () => {
  it("splits on commas, semicolons and whitespace, lower-cases and keeps each address once", () => {
    expect(parseEmails(" Ada@Example.com, bob@example.com;\nada@example.com  carol@example.com\n")).toEqual(["ada@example.com", "bob@example.com", "carol@example.com"]);
    expect(parseEmails(" \n ,")).toEqual([]);
  });
});
