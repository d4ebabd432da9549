import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { compiledServer } from "./server-process";

const run = promisify(execFile);

/**
 * Runs an operator command as `npm run jobs|support|billing` does, with `env`: the compiled bundle
 * (apps/server/dist/<name>.js, built first if its sources changed) of the source file `file`
 * (src/<name>-cli.ts). Its exit code and output.
 */
export async function runCompiledCli(file: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const name = /^(.+)-cli\.ts$/.exec(path.basename(file))?.[1];
  if (!name) throw new Error(`${file} is not an operator command (src/<name>-cli.ts)`);
  const bundle = path.join((await compiledServer()).dir, `${name}.js`);
  try {
    const { stdout, stderr } = await run(process.execPath, [bundle, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
