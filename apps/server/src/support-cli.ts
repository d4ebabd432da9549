/**
 * `npm run support -- <command>`: the operator's side of support access, on the same database (and
 * Redis, SMTP) the server uses (same environment variables). There is no admin role in the web app:
 * whoever runs the server is the operator.
 *
 *   request-access EMAIL [--hours N] [--by NAME] [--reason TEXT]
 *                       mails the user a link to grant (or decline) access for N hours (default 24,
 *                       at most 168); the link works once, for 72 hours
 *   list [EMAIL] [--limit N]
 *                       the users' answers, newest first: active, expired or declined, until when,
 *                       who asked
 *
 * A grant is a record for operators: nothing in the server signs anyone in with it (yet).
 */
import os from "node:os";
import { SUPPORT_ACCESS_MAX_HOURS, supportAccessHours } from "@vocable/domain";
import { openDatabase } from "#db/client";
import { findUserByEmail } from "#features/accounts/account-security/repo";
import { supportAccessLine } from "#features/accounts/support-access/presenter";
import { listSupportAccessGrants } from "#features/accounts/support-access/repo";
import { requestSupportAccess } from "#features/accounts/support-access/use-cases/request-support-access";
import { resolveAuthSecret } from "#platform/auth-secret";
import { cliOption, runCli, UsageError } from "#platform/cli";
import { lockEmbeddedDatabase } from "#platform/data-dir-lock";
import { loadConfig } from "#platform/env";
import { createJobRunner } from "#platform/jobs/create-job-runner";
import { createLogger } from "#platform/logger";
import { createMailer, mailSendJob } from "#platform/mail/mailer";
import { createMetrics } from "#platform/metrics";
import { connectRedis } from "#platform/redis";

const USAGE = `usage: npm run support -- request-access EMAIL [--hours N] [--by NAME] [--reason TEXT] | list [EMAIL] [--limit N]`;

/** The first argument that is neither an option nor an option's value. */
function positional(args: string[], options: string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (options.includes(args[i])) i++;
    else if (!args[i].startsWith("--")) return args[i];
  }
  return undefined;
}

/** One line of plain text of at most `max` characters (it goes into an e-mail and the operator's list). */
function oneLine(value: string, what: string, max: number): string {
  const text = value.replace(/\s+/g, " ").trim();
  if (!text || text.length > max || /[\p{Cc}\p{Cs}]/u.test(text)) throw new UsageError(`${what} must be one line of 1 to ${max} characters`);
  return text;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "request-access" && command !== "list") throw new UsageError(command ? `unknown command ${command}` : "a command is needed");
  const config = loadConfig();
  const unlock = lockEmbeddedDatabase(config);
  const database = await openDatabase(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const log = createLogger("warn");
  const jobs = await createJobRunner({ db: database.db, redis, redisPrefix: config.redisPrefix, log, concurrency: 1 });
  const mailer = createMailer({ config, db: database.db, jobs, log, metrics: createMetrics({ defaultMetrics: false }) }, { authSecret: resolveAuthSecret(config.authSecret, config.dataDir) });
  // The mail is queued here and delivered by a running server's job runner.
  jobs.register(mailSendJob(mailer));
  try {
    if (command === "request-access") {
      const email = positional(args, ["--hours", "--by", "--reason"]);
      if (!email) throw new UsageError("request-access needs the user's e-mail address");
      const hours = supportAccessHours(cliOption(args, "--hours"));
      if (hours === null) throw new UsageError(`--hours must be a whole number from 1 to ${SUPPORT_ACCESS_MAX_HOURS}`);
      const requestedBy = oneLine(cliOption(args, "--by") ?? os.userInfo().username, "--by", 100);
      const reasonArg = cliOption(args, "--reason");
      const reason = reasonArg === undefined ? undefined : oneLine(reasonArg, "--reason", 300);
      const { linkExpiresAt } = await requestSupportAccess({ db: database.db, config, mailer }, { email, hours, requestedBy, reason });
      console.log(`mailed ${email} a request for ${hours === 1 ? "1 hour" : `${hours} hours`} of access (the link works until ${linkExpiresAt.toISOString()})`);
      console.log("the server's job runner sends it; its answer shows in: npm run support -- list");
      return 0;
    }
    const limit = Number(cliOption(args, "--limit") ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError("--limit must be a whole number from 1 to 1000");
    const email = positional(args, ["--limit"]);
    const account = email ? await findUserByEmail(database.db, email) : null;
    if (email && !account) throw new UsageError(`no account has the e-mail address ${email}`);
    const grants = await listSupportAccessGrants(database.db, { limit, userId: account?.id });
    const now = new Date();
    for (const grant of grants) console.log(supportAccessLine(grant, now));
    if (grants.length === 0) console.log("no answers to support-access requests");
    return 0;
  } finally {
    mailer.close();
    await jobs.close();
    if (redis) await redis.quit();
    await database.close();
    unlock();
  }
}

runCli(main, USAGE);
