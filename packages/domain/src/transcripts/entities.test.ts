import { describe, expect, it } from "vitest";
import { detectEntities, ENTITY_TYPES, luhnValid, redactEntities, resolveEntityKinds, type EntityType } from "./entities";

const all = ENTITY_TYPES;
const kinds = (text: string, types: readonly EntityType[] = all) => detectEntities(text, types).map((e) => [e.entity_type, e.text]);

describe("detectEntities", () => {
  it.each([
    ["write to ada@example.com today", [["email_address", "ada@example.com"]]],
    ["see https://vocable.dev/docs.", [["url", "https://vocable.dev/docs"]]],
    ["or www.example.org, then", [["url", "www.example.org"]]],
    ["the server is 192.168.1.20 now", [["ip_address", "192.168.1.20"]]],
    ["not an address: 300.1.2.3", []],
    ["card 4111 1111 1111 1111 expires", [["credit_card", "4111 1111 1111 1111"]]],
    ["card 4111-1111-1111-1111", [["credit_card", "4111-1111-1111-1111"]]],
    ["fails Luhn 4111 1111 1111 1112", []], // nor a phone number: too many digits
    ["call +44 20 7946 0958 please", [["phone_number", "+44 20 7946 0958"]]],
    ["call (555) 123-4567", [["phone_number", "(555) 123-4567"]]],
    ["call 555-123-4567 or ada@example.com", [["phone_number", "555-123-4567"], ["email_address", "ada@example.com"]]],
    ["in 2024 we sold 12 boxes", []],
    ["the quick brown fox", []],
  ])("%j", (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it("gives character places into the text, and only the types asked for", () => {
    const text = "mail ada@example.com or call 555-123-4567";
    const [entity] = detectEntities(text, ["email_address"]);
    expect(entity).toEqual({ text: "ada@example.com", entity_type: "email_address", start_char: 5, end_char: 20 });
    expect(text.slice(entity!.start_char, entity!.end_char)).toBe(entity!.text);
    expect(kinds(text, ["phone_number"])).toEqual([["phone_number", "555-123-4567"]]);
    // A card number is never a phone number, even when only phone numbers are asked for.
    expect(kinds("4111 1111 1111 1111", ["phone_number"])).toEqual([]);
  });
});

describe("luhnValid", () => {
  it.each([
    ["4111111111111111", true],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["4111111111111112", false],
    ["", false],
    ["41a1", false],
  ])("%s → %s", (digits, valid) => expect(luhnValid(digits)).toBe(valid));
});

describe("resolveEntityKinds", () => {
  it.each([
    [["all"], [...ENTITY_TYPES], []],
    [["pii"], ["email_address", "phone_number", "ip_address"], []],
    [["pci", "url"], ["credit_card", "url"], []],
    [["EMAIL_ADDRESS"], ["email_address"], []],
    [["person_name", "phi", "email_address"], ["email_address"], ["person_name", "phi"]],
    [["offensive_language"], [], ["offensive_language"]],
  ])("%j → %j, refused %j", (requested, types, refused) => {
    expect(resolveEntityKinds(requested)).toEqual({ types, refused });
  });
});

describe("redactEntities", () => {
  const text = "mail ada@example.com, bob@example.com, ada@example.com or 555-123-4567";
  const entities = detectEntities(text, ENTITY_TYPES);
  it.each([
    ["redacted", "mail {REDACTED}, {REDACTED}, {REDACTED} or {REDACTED}"],
    ["entity_type", "mail {EMAIL_ADDRESS}, {EMAIL_ADDRESS}, {EMAIL_ADDRESS} or {PHONE_NUMBER}"],
    ["enumerated_entity_type", "mail {EMAIL_ADDRESS_1}, {EMAIL_ADDRESS_2}, {EMAIL_ADDRESS_1} or {PHONE_NUMBER_1}"],
  ] as const)("%s", (mode, expected) => {
    expect(redactEntities(text, entities, mode)).toBe(expected);
  });
  it("leaves text without entities as it is", () => expect(redactEntities("hello", [], "redacted")).toBe("hello"));
});
