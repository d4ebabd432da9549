/**
 * `npm run productions -- <command>`: the operator's side of productions (producers, payouts paid
 * by hand, open work), on the same database the server uses (same environment variables). Each
 * command is the use case behind the operators' API call of the same effect.
 *
 *   producer grant EMAIL [--qualification NAME]... [--probation | --no-probation]
 *                       makes the user a producer (a new one starts in probation unless
 *                       --no-probation), granting each qualification (transcription-<language>, multitask)
 *   producer revoke EMAIL
 *                       the user is no longer a producer (qualifications are kept)
 *   producer show EMAIL the user's producer status and qualifications
 *   payouts pending [--limit N]
 *                       local payouts waiting to be paid by hand, oldest first (default 100)
 *   payouts paid PAYOUT_ID
 *                       records a pending payout as paid
 *   task priority DESCRIPTION_ID N
 *                       moves open work up or down its team's queue (-100 to 100; higher first)
 *   task revoke TASK_ID takes the work away from its producer: it is open again, no money moves
 */
import { openDatabase } from "#db/client";
import { runCli } from "#platform/cli";
import { lockEmbeddedDatabase } from "#platform/data-dir-lock";
import { loadConfig } from "#platform/env";
import { parseProductionsArgs } from "./productions-cli-args";

const USAGE = `usage: npm run productions -- producer grant EMAIL [--qualification NAME]... [--probation | --no-probation]
       npm run productions -- producer revoke EMAIL | show EMAIL
       npm run productions -- payouts pending [--limit N] | paid PAYOUT_ID
       npm run productions -- task priority DESCRIPTION_ID N | revoke TASK_ID`;

async function main(): Promise<number> {
  // Everything about the arguments is checked before the database is opened.
  const run = parseProductionsArgs(process.argv.slice(2));
  const config = loadConfig();
  const unlock = lockEmbeddedDatabase(config);
  const database = await openDatabase(config);
  try {
    await run({ db: database.db, config });
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

runCli(main, USAGE);
