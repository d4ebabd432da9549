import fs from "node:fs";
import { expect, it } from "vitest";
import { API_TYPES_FILE, generateApiTypes } from "#testing/api-types";

it("the web app's API types are what the server's OpenAPI document makes (run `npm run api-types` after a contract change)", async () => {
  const committed = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, "utf8") : "";
  // Compared as a whole, but reported as the first line that differs: the file is 16,000 lines.
  const generated = (await generateApiTypes()).split("\n");
  const lines = committed.split("\n");
  const first = generated.findIndex((line, i) => line !== lines[i]);
  expect(first === -1 && lines.length === generated.length ? null : { line: first + 1, committed: lines[first], generated: generated[first] }).toBeNull();
});
