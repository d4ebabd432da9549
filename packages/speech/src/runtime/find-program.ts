import { accessSync, constants } from "node:fs";
import path from "node:path";

/**
 * The path of an executable `name` on the system's PATH, or null. PATH is the system's program
 * search path, not a Vocable setting: looking a program up on it is what a shell does, and it has
 * no place in the server's configuration.
 */
export function findProgram(name: string): string | null {
  // eslint-disable-next-line no-restricted-properties
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
