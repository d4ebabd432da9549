import { DataDirLockedError } from "./data-dir-lock";
import { ConfigError } from "./env";
import { AppError } from "./errors";

/**
 * The shared parts of the operators' commands (`npm run support`, `npm run billing`): options,
 * usage errors, and how a command ends (exit 0 done, 1 failed, 2 usage).
 */
export class UsageError extends Error {}

/** The value after `--name`; a missing value is a usage error. */
export function cliOption(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  return value;
}

/** Runs a command's main and exits with its code; errors are printed for a person (the usage after a usage error). */
export function runCli(main: () => Promise<number>, usage: string): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      if (err instanceof UsageError) console.error(`${err.message}\n${usage}`);
      else if (err instanceof AppError) console.error(err.message);
      else if (err instanceof DataDirLockedError) console.error(`${err.message}\nThe embedded database serves one process: stop the server to use this command (with DATABASE_URL it works while servers run).`);
      else if (err instanceof ConfigError) console.error(err.message);
      else console.error(err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
