import openapiTS, { astToString } from "openapi-typescript";
import { createTestApp } from "./test-app";

/** Where the web app's API types live (written by `npm run api-types`, checked by api-types.test.ts). */
export const API_TYPES_FILE = new URL("../../../web/src/lib/api-schema.d.ts", import.meta.url);

const HEADER = `/**
 * The server's API as TypeScript types, generated from its /openapi.json (the contract's schemas
 * as the routes use them) by \`npm run api-types\`; do not edit. apps/web/src/lib/api.ts types its
 * client with it, so a changed contract fails the web app's type check. api-types.test.ts fails
 * while this file is not what the server's contract makes.
 */
`;

/** The TypeScript text of the server's OpenAPI document, as openapi-typescript writes it. */
export async function generateApiTypes(): Promise<string> {
  const t = await createTestApp();
  try {
    const document = (await (await t.request("/openapi.json")).json()) as Parameters<typeof openapiTS>[0];
    const ast = await openapiTS(document as never, { alphabetize: true, defaultNonNullable: false });
    return HEADER + astToString(ast);
  } finally {
    await t.close();
  }
}
