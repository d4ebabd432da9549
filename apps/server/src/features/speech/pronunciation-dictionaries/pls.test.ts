import type { PronunciationRule } from "@vocable/speech";
import { describe, expect, it } from "vitest";
import { AppError } from "#platform/errors";
import { parseLexicon, serializeLexicon } from "./pls";

const bytes = (s: string) => new TextEncoder().encode(s);
const lexicon = (body: string, attrs = 'alphabet="ipa" xml:lang="en-GB"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" ${attrs}>\n${body}\n</lexicon>`;

function failure(input: string | Uint8Array): { status: number; code: string; message: string } {
  try {
    parseLexicon(typeof input === "string" ? bytes(input) : input);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  throw new Error("parsed");
}

describe("parseLexicon", () => {
  it("reads aliases and phonemes in both alphabets, one rule per grapheme", () => {
    const rules = parseLexicon(
      bytes(
        lexicon(`
  <lexeme><grapheme>tomato</grapheme><grapheme>Tomato</grapheme><phoneme>/tə'meɪtoʊ/</phoneme></lexeme>
  <lexeme>
    <grapheme>Thailand</grapheme>
    <alias>tie-land</alias>
  </lexeme>
  <lexeme><grapheme>madison</grapheme><phoneme alphabet="x-arpabet">M AE1 D IH0 S AH0 N</phoneme></lexeme>
  <lexeme><grapheme>R&amp;D</grapheme><alias><![CDATA[R and D]]></alias><example>R&amp;D spend</example></lexeme>`),
      ),
    );
    expect(rules).toEqual([
      { type: "phoneme", stringToReplace: "tomato", phoneme: "/tə'meɪtoʊ/", alphabet: "ipa", caseSensitive: true, wordBoundaries: true },
      { type: "phoneme", stringToReplace: "Tomato", phoneme: "/tə'meɪtoʊ/", alphabet: "ipa", caseSensitive: true, wordBoundaries: true },
      { type: "alias", stringToReplace: "Thailand", alias: "tie-land", caseSensitive: true, wordBoundaries: true },
      { type: "phoneme", stringToReplace: "madison", phoneme: "M AE1 D IH0 S AH0 N", alphabet: "cmu-arpabet", caseSensitive: true, wordBoundaries: true },
      { type: "alias", stringToReplace: "R&D", alias: "R and D", caseSensitive: true, wordBoundaries: true },
    ]);
  });

  it("takes the lexicon's alphabet as the default", () => {
    const rules = parseLexicon(bytes(lexicon("<lexeme><grapheme>a</grapheme><phoneme>EY1</phoneme></lexeme>", 'alphabet="cmu-arpabet" xml:lang="en-US"')));
    expect(rules[0]).toMatchObject({ alphabet: "cmu-arpabet" });
  });

  it("round-trips through serializeLexicon", () => {
    const rules: PronunciationRule[] = [
      { type: "alias", stringToReplace: "<b> & \"q\" 'a'", alias: "bee & queue", caseSensitive: true, wordBoundaries: true },
      { type: "phoneme", stringToReplace: "tomato", phoneme: "təˈmeɪtoʊ", alphabet: "ipa", caseSensitive: true, wordBoundaries: true },
      { type: "phoneme", stringToReplace: "Madison", phoneme: "M AE1 D IH0 S AH0 N", alphabet: "cmu-arpabet", caseSensitive: true, wordBoundaries: true },
      { type: "alias", stringToReplace: "日本", alias: "Nihon 😀", caseSensitive: true, wordBoundaries: true },
    ];
    const xml = serializeLexicon(rules);
    expect(xml).toContain('alphabet="ipa"');
    expect(xml).toContain('<phoneme alphabet="cmu-arpabet">');
    expect(parseLexicon(bytes(xml))).toEqual(rules);
    expect(serializeLexicon(parseLexicon(bytes(xml)))).toBe(xml);
  });

  it("writes an empty lexicon that reads back as no rules", () => {
    expect(parseLexicon(bytes(serializeLexicon([])))).toEqual([]);
  });

  it.each([
    ["not XML", "hello", /not well-formed XML/],
    ["unclosed", lexicon("<lexeme><grapheme>a</grapheme>"), /not well-formed XML/],
    ["wrong root", "<html/>", /root element must be a PLS <lexicon>/],
    ["no alias or phoneme", lexicon("<lexeme><grapheme>a</grapheme></lexeme>"), /Line 3: a lexeme needs a phoneme or an alias/],
    ["no grapheme", lexicon("<lexeme><alias>a</alias></lexeme>"), /needs a grapheme/],
    ["empty grapheme", lexicon("<lexeme><grapheme>  </grapheme><alias>a</alias></lexeme>"), /grapheme is empty/],
    ["unknown alphabet", lexicon("<lexeme><grapheme>a</grapheme><phoneme>a</phoneme></lexeme>", 'alphabet="x-sampa"'), /unsupported alphabet "x-sampa"/],
    ["NUL as a character reference", lexicon("<lexeme><grapheme>a&#0;</grapheme><alias>b</alias></lexeme>"), /not well-formed XML/],
    ["control character", lexicon("<lexeme><grapheme>a&#x85;</grapheme><alias>b</alias></lexeme>"), /Line 3: the grapheme is not acceptable. Must not contain control characters/],
    ["lone surrogate reference", lexicon("<lexeme><grapheme>&#xD800;</grapheme><alias>b</alias></lexeme>"), /not well-formed XML/],
    ["undeclared entity", lexicon("<lexeme><grapheme>&nbsp;</grapheme><alias>b</alias></lexeme>"), /not well-formed XML/],
    ["too deep", lexicon("<lexeme><grapheme>a</grapheme><alias>b</alias></lexeme>" + "<x>".repeat(20) + "</x>".repeat(20)), /nest too deeply/],
    ["over-long grapheme", lexicon(`<lexeme><grapheme>${"a".repeat(201)}</grapheme><alias>b</alias></lexeme>`), /longer than 200 characters/],
  ])("refuses %s with a 400", (_name, input, message) => {
    const err = failure(input);
    expect(err).toMatchObject({ status: 400, code: "invalid_pronunciation_lexicon" });
    expect(err.message).toMatch(message);
  });

  it("refuses an external entity (XXE) without reading anything", () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE lexicon [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${lexicon("<lexeme><grapheme>&xxe;</grapheme><alias>b</alias></lexeme>").split("\n").slice(1).join("\n")}`;
    expect(failure(xxe).message).toMatch(/DOCTYPE/);
  });

  it("refuses a billion laughs before expanding anything", () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE lexicon [<!ENTITY lol0 "lol">${entities}]><lexicon xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa"><lexeme><grapheme>&lol9;</grapheme><alias>x</alias></lexeme></lexicon>`;
    expect(failure(bomb).message).toMatch(/DOCTYPE/);
  });

  it("refuses files that are not UTF-8 or too large", () => {
    expect(failure(new Uint8Array([0x3c, 0xff, 0xfe, 0x3e]))).toMatchObject({ status: 400, message: "The lexicon file is not UTF-8 text." });
    expect(failure(bytes(lexicon(`<!--${"x".repeat(600 * 1024)}-->`)))).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("refuses more lexemes than a dictionary may hold", () => {
    const body = Array.from({ length: 1001 }, (_, i) => `<lexeme><grapheme>w${i}</grapheme><alias>x</alias></lexeme>`).join("");
    expect(failure(lexicon(body)).message).toMatch(/more than 1000 lexemes/);
  });
});
