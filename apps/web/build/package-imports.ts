import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const WEB_ROOT = path.resolve(import.meta.dirname, "..");

/** package.json's `imports` per app folder, read once: Vite asks for every `#` import of every module. */
const importsByRoot = new Map<string, Record<string, string[]>>();
function importsOf(webRoot: string): Record<string, string[]> {
  let imports = importsByRoot.get(webRoot);
  if (!imports) {
    imports = JSON.parse(fs.readFileSync(path.join(webRoot, "package.json"), "utf8")).imports ?? {};
    importsByRoot.set(webRoot, imports!);
  }
  return imports!;
}

/**
 * The file a `#` import of the web app names, read from the `imports` of apps/web/package.json the
 * way TypeScript reads them: each alias lists the extensions a module may have (`.ts`, `.tsx`,
 * `.d.ts`), and the first target that exists wins. Vite itself takes only the first target of such
 * a list, so it would miss every component; `null` when no alias matches or no target exists.
 */
export function resolvePackageImport(source: string, webRoot = WEB_ROOT): string | null {
  for (const [pattern, targets] of Object.entries(importsOf(webRoot))) {
    const prefix = pattern.slice(0, -1);
    if (!pattern.endsWith("*") || !source.startsWith(prefix)) continue;
    const rest = source.slice(prefix.length);
    for (const target of targets) {
      const file = path.join(webRoot, target.replace("*", rest));
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
  }
  return null;
}

/** Resolves the web app's `#` imports (see {@link resolvePackageImport}) for Vite and Vitest. */
export function packageImports(): Plugin {
  return {
    name: "vocable-package-imports",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.startsWith("#") || !importer?.startsWith(WEB_ROOT + path.sep)) return null;
      return resolvePackageImport(source);
    },
  };
}
