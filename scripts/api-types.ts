/**
 * Writes apps/web/src/lib/api-schema.d.ts, the server's API as TypeScript types, from the
 * server's /openapi.json (see apps/server/src/testing/api-types.ts). Run it after changing a
 * route or a contract schema: `npm run api-types`; api-types.test.ts fails until it was run.
 */
import fs from "node:fs";
import { API_TYPES_FILE, generateApiTypes } from "../apps/server/src/testing/api-types";

const text = await generateApiTypes();
const before = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, "utf8") : "";
fs.writeFileSync(API_TYPES_FILE, text);
console.log(before === text ? "api-schema.d.ts is up to date" : `wrote ${API_TYPES_FILE.pathname} (${text.length} characters)`);
process.exit(0);
