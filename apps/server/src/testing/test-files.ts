import fs from "node:fs";
import path from "node:path";

/**
 * The server's own imports of a TypeScript file (relative paths and the `#` aliases of
 * apps/server/package.json, `#testing/test-app` → src/testing/test-app.ts), resolved to files.
 */
function localImports(file: string, serverSrc: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+|#[^"]+)"/g)) {
    const spec = match[1];
    const base = spec.startsWith("#") ? path.join(serverSrc, spec.slice(1)) : path.resolve(path.dirname(file), spec);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every Vitest test file of the repository (in the src and test folders of each package and app), relative to `root`. */
export function allTestFiles(root: string): string[] {
  const folders = ["packages", "apps"].flatMap((top) =>
    fs.readdirSync(path.join(root, top)).flatMap((name) => ["src", "test"].map((sub) => path.join(top, name, sub))),
  );
  return folders
    .filter((folder) => fs.existsSync(path.join(root, folder)))
    .flatMap((folder) => fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((f) => path.join(folder, f)))
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.split(path.sep).includes("node_modules"))
    .sort();
}

/**
 * The server's test files whose result depends on the database DATABASE_URL names, as the
 * PostgreSQL pass runs them: a file that builds its databases through testing/test-database's
 * createTestDatabase (itself or through a helper such as test-app) or reads DATABASE_URL. Files that
 * never touch a database are left out, and so is a file that says why with a line
 * `// The PostgreSQL pass leaves this file out: <reason>` (one that chooses its databases itself
 * whatever the suite runs on).
 */
export function databaseTestFiles(root: string): string[] {
  const testing = path.join(root, "apps/server/src/testing");
  const usesDatabase = new Map<string, boolean>();
  const visit = (file: string, seen: Set<string>): boolean => {
    const known = usesDatabase.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    const direct = /\bcreateTestDatabase\(|process\.env\.DATABASE_URL\b/.test(text) && !file.endsWith("test-database.ts");
    // Only the test helpers lead to a database of the suite's choosing; the app's own modules never do.
    const result = direct || localImports(file, path.join(root, "apps/server/src")).some((f) => f.startsWith(testing) && visit(f, seen));
    usesDatabase.set(file, result);
    return result;
  };
  const tests = fs
    .readdirSync(path.join(root, "apps/server/src"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => path.join(root, "apps/server/src", f));
  const optedOut = (file: string) => /^\/\/ The PostgreSQL pass leaves this file out: /m.test(fs.readFileSync(file, "utf8"));
  return tests
    .filter((f) => visit(f, new Set()) && !optedOut(f))
    .map((f) => path.relative(root, f))
    .sort();
}
