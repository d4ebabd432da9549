import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const read = (file: string) => fs.readFileSync(`${root}${file}`, "utf8");
const scripts = (file: string) => (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts;

/** The instructions of a Dockerfile stage by stage: [{ from, lines: ["RUN …", "CMD …"] }]. */
function stages(dockerfile: string): { from: string; lines: string[] }[] {
  const joined = dockerfile.replace(/\\\n\s*/g, " ").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const result: { from: string; lines: string[] }[] = [];
  for (const line of joined) {
    if (line.startsWith("FROM ")) result.push({ from: line, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

describe("the Dockerfile", () => {
  const dockerfile = stages(read("Dockerfile"));

  it("builds with the README's commands", () => {
    const readme = read("README.md");
    expect(readme).toContain("npm install && npm start");
    // npm start = the build when a source changed since the last one, then the server's start
    // script run in its folder (exec: no shell stays between npm and the server).
    const serverStart = scripts("apps/server/package.json").start.replace(/^((?:[A-Z_]+=\S+ )*)/, "$1exec ");
    expect(scripts("package.json").start).toBe(`node scripts/build-if-stale.mjs && cd apps/server && ${serverStart}`);
    const build = dockerfile[0].lines.find((l) => l.startsWith("RUN "))!;
    expect(build).toMatch(/npm install .*&& npm run build/);
  });

  it("starts the server as the server's start script does, as a non-root user, checked on /ready", () => {
    expect(dockerfile).toHaveLength(2); // multi-stage: build, then run
    const run = dockerfile[1].lines;
    const cmd = JSON.parse(run.find((l) => l.startsWith("CMD "))!.slice(4)) as string[];
    expect(run).toContain("WORKDIR /app/apps/server");
    // The start script's leading VAR=value settings come from the image's ENV instead.
    const start = scripts("apps/server/package.json").start.split(" ");
    const settings = start.filter((word, i) => /^[A-Z_]+=/.test(word) && start.slice(0, i).every((w) => /^[A-Z_]+=/.test(w)));
    expect(cmd.join(" ")).toBe(start.slice(settings.length).join(" "));
    const env = run.filter((l) => l.startsWith("ENV ")).join(" ");
    for (const setting of settings) expect(env).toContain(setting);
    expect(run.find((l) => l.startsWith("USER "))).toBe("USER node");
    expect(run.find((l) => l.startsWith("HEALTHCHECK "))).toContain("/ready");
  });

  it("is used by compose.yaml for two instances behind a proxy, with every shared service", () => {
    const compose = read("compose.yaml");
    for (const service of ["postgres:", "redis:", "minio:", "vocable-1:", "vocable-2:", "proxy:"]) expect(compose).toContain(`  ${service}`);
    for (const variable of ["DATABASE_URL", "REDIS_URL", "S3_BUCKET", "S3_ENDPOINT", "BETTER_AUTH_SECRET"]) expect(compose).toContain(`${variable}:`);
  });
});
