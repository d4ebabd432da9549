import { describe, expect, it } from "vitest";
import { letterToSound, lookUpWords, pronounceTokens, pronounceWithDictionary, spokenParts } from "./cmu-pronunciation";

describe("spoken parts of a token", () => {
  it.each([
    ["Hello,", ["Hello"]],
    ["don't", ["don't"]],
    ["“quoted”", ["quoted"]],
    ["Vocable’s", ["Vocable's"]],
    ["well-known", ["well", "known"]],
    ["café", ["cafe"]],
    ["$1,500.50", ["1,500.50"]],
    ["21st", ["21st"]],
    ["1990s", ["1990s"]],
    ["mp3", ["mp", "3"]],
    ["AT&T", ["AT", "&", "T"]],
    ["—", []],
    ["Привет", []],
  ])("%s -> %j", (token, parts) => {
    expect(spokenParts(token)).toEqual(parts);
  });
});

describe("letter-to-sound rules", () => {
  it.each([
    ["vocable", "V AA K AE B AH L"],
    ["make", "M EY K"],
    ["knight", "N AY T"],
    ["phone", "F OW N"],
    ["church", "CH ER CH"],
    ["shipping", "SH IH P IH NG"],
    ["station", "S T AE SH AH N"],
    ["cycle", "S IH K AH L"],
    ["zorblax", "Z AO R B L AE K S"],
  ])("%s -> %s", (word, phones) => {
    expect(letterToSound(word)).toBe(phones);
  });
});

/** A small dictionary in the CMU file's format (variants numbered). */
const DICTIONARY = [
  "and AH N D", "and(2) AE N D", "at AE T", "book B UH K", "cafe K AH F EY", "dog D AO G", "fifty F IH F T IY",
  "five F AY V", "four F AO R", "hundred HH AH N D R AH D", "percent P ER S EH N T", "shelf SH EH L F",
  "the DH AH", "the(2) DH IY", "thousand TH AW Z AH N D", "three TH R IY", "twenty T W EH N T IY", "two T UW",
  "well W EH L", "known N OW N",
].join("\n");

describe("pronunciations from the dictionary and its fallbacks", () => {
  it("reads only the wanted words from the dictionary, with their variants", () => {
    expect(lookUpWords(DICTIONARY, new Set(["the", "dog", "cat"]))).toEqual(new Map([["dog", ["D AO G"]], ["the", ["DH AH", "DH IY"]]]));
  });

  it.each([
    ["The", ["DH AH", "DH IY"]],
    ["dog.", ["D AO G"]],
    ["well-known", ["W EH L N OW N"]],
    ["Café", ["K AH F EY"]],
    ["350", ["TH R IY HH AH N D R AH D F IH F T IY", "TH R IY HH AH N D R AH D AH N D F IH F T IY"]],
    ["2024", ["T UW TH AW Z AH N D T W EH N T IY F AO R", "T UW TH AW Z AH N D AH N D T W EH N T IY F AO R", "T W EH N T IY T W EH N T IY F AO R"]],
    ["5%", ["F AY V P ER S EH N T"]],
    ["FBI", ["EH F B IY AY"]],
    ["dog's", ["D AO G Z"]],
    ["bookshelf", ["B UH K SH EH L F"]],
    ["Zorblax", ["Z AO R B L AE K S"]],
    ["—", []],
    ["Привет", []],
  ])("%s -> %j", (token, pronunciations) => {
    expect(pronounceWithDictionary([token], DICTIONARY)).toEqual([pronunciations]);
  });

  it("uses the model's own CMU dictionary", async () => {
    expect(await pronounceTokens(["Hello,", "riverbank", "Vocable's"])).toEqual([["HH AH L OW", "HH EH L OW"], ["R IH V ER B AE NG K"], ["V AA K AE B AH L Z"]]);
  });
});
