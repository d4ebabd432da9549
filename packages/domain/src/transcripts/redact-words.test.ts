import { describe, expect, it } from "vitest";
import { ENTITY_TYPES } from "./entities";
import { redactHeardWords } from "./redact-words";
import { transcriptText } from "./transcript-words";

const heard = (...texts: string[]) => texts.map((text, i) => ({ text, start: i, end: i + 0.5, probability: 0.9 }));

describe("redactHeardWords", () => {
  it.each([
    [["write", "to", "ada@example.com."], "redacted", "write to {REDACTED}.", 3],
    [["call", "555", "123", "4567", "now"], "entity_type", "call {PHONE_NUMBER} now", 3],
    [["card", "4111", "1111", "1111", "1111"], "enumerated_entity_type", "card {CREDIT_CARD_1}", 2],
    [["nothing", "here"], "redacted", "nothing here", 2],
  ] as const)("%j (%s) → %j", (texts, mode, text, count) => {
    const words = redactHeardWords(heard(...texts), ENTITY_TYPES, mode);
    expect(transcriptText(words)).toBe(text);
    expect(words).toHaveLength(count);
  });

  it("a merged word spans its words' times", () => {
    const words = redactHeardWords(heard("call", "555", "123", "4567"), ["phone_number"], "redacted");
    expect(words[1]).toMatchObject({ text: "{REDACTED}", start: 1, end: 3.5 });
  });
});
