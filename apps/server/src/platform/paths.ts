import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);

/**
 * The server package's folder (apps/server), whether this code runs from its source file
 * (src/platform/paths.ts under tsx or Vitest) or from the compiled bundle (dist/main.js).
 */
export const SERVER_ROOT = here.endsWith(".ts") ? path.resolve(path.dirname(here), "../..") : path.resolve(path.dirname(here), "..");
