/**
 * `npm run jobs -- <command>`: the operator's view of background jobs, on the same database or
 * Redis the server uses (same environment variables).
 *
 *   list [state] [--limit N] [--after CURSOR]   jobs in a state (default: dead), newest first
 *   show ID                                     one job, with its payload, progress and last error
 *   retry ID                                    puts a dead or cancelled job back in the queue
 *   cancel ID                                   cancels a waiting job or stops a running one
 *   counts                                      jobs in each state
 */
import { openDatabase } from "#db/client";
import { DataDirLockedError, lockEmbeddedDatabase } from "#platform/data-dir-lock";
import { ConfigError, loadConfig } from "#platform/env";
import { createJobRunner } from "#platform/jobs/create-job-runner";
import { JOB_STATES, type JobInfo, type JobState } from "#platform/jobs/job-types";
import { createLogger } from "#platform/logger";
import { connectRedis } from "#platform/redis";

const USAGE = `usage: npm run jobs -- list [${JOB_STATES.join("|")}] [--limit N] [--after CURSOR] | show ID | retry ID | cancel ID | counts`;

function line(job: JobInfo): string {
  const when = (job.finishedAt ?? job.createdAt).toISOString();
  const error = job.lastError ? `  ${job.lastError.split("\n")[0].slice(0, 100)}` : "";
  return `${job.id}  ${job.kind.padEnd(28)} ${job.state.padEnd(9)} ${job.attempts}/${job.maxAttempts}  ${when}${error}`;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const unlock = lockEmbeddedDatabase(config);
  const database = await openDatabase(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const jobs = await createJobRunner({ db: database.db, redis, redisPrefix: config.redisPrefix, log: createLogger("warn"), concurrency: 1 });
  try {
    switch (command) {
      case "list": {
        const state = (args[0] && !args[0].startsWith("--") ? args[0] : "dead") as JobState;
        if (!JOB_STATES.includes(state)) throw new UsageError(`unknown state ${state}`);
        const limit = Number(option(args, "--limit") ?? 50);
        const page = await jobs.list({ state, limit, after: option(args, "--after") });
        for (const job of page.jobs) console.log(line(job));
        if (page.jobs.length === 0) console.log(`no ${state} jobs`);
        if (page.nextCursor) console.log(`more: npm run jobs -- list ${state} --after ${page.nextCursor}`);
        return 0;
      }
      case "show": {
        const job = args[0] ? await jobs.get(args[0]) : null;
        if (!job) throw new UsageError(`no job ${args[0] ?? ""}`);
        console.log(JSON.stringify(job, null, 2));
        return 0;
      }
      case "retry":
      case "cancel": {
        if (!args[0]) throw new UsageError(`${command} needs a job id`);
        const ok = command === "retry" ? await jobs.retry(args[0]) : await jobs.cancel(args[0]);
        const done = command === "retry" ? "queued again" : "cancelled";
        const not = command === "retry" ? "is not dead or cancelled" : "has already finished, or does not exist";
        console.log(ok ? `job ${args[0]} ${done}` : `job ${args[0]} ${not}`);
        return ok ? 0 : 1;
      }
      case "counts":
        console.log(JSON.stringify(await jobs.counts()));
        return 0;
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await jobs.close();
    if (redis) await redis.quit();
    await database.close();
    unlock();
  }
}

class UsageError extends Error {}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError) console.error(`${err.message}\n${USAGE}`);
    else if (err instanceof DataDirLockedError) console.error(`${err.message}\nThe embedded database serves one process: stop the server to use this command (with DATABASE_URL it works while servers run).`);
    else if (err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
