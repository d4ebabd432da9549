/**
 * The arguments of `npm run productions` (productions-cli.ts), checked before the database is
 * opened: each command as the work it does on the database, or a UsageError naming what is wrong.
 */
import { PriorityBody, QualificationName } from "@vocable/contract";
import { centsToUsd } from "@vocable/domain";
import type { Db } from "#db/client";
import { findUserByEmail } from "#features/accounts/account-security/repo";
import { listPendingPayouts } from "#features/productions/payouts/repo";
import { recordPayoutPaid } from "#features/productions/payouts/use-cases/request-payout";
import { producerStatus, setProducer } from "#features/productions/producers/use-cases/set-producer";
import { revokeTaskAsOperator } from "#features/productions/tasks/use-cases/revoke-task";
import { applyTaskPriority } from "#features/productions/tasks/use-cases/set-task-priority";
import { cliOption, UsageError } from "#platform/cli";
import type { Config } from "#platform/env";
import { AppError } from "#platform/errors";

const COMMANDS: Record<string, string[]> = { producer: ["grant", "revoke", "show"], payouts: ["pending", "paid"], task: ["priority", "revoke"] };

/** Every value of a repeatable option (`--qualification a --qualification b`). */
function allOptions(args: string[], name: string): string[] {
  const values: string[] = [];
  args.forEach((arg, i) => {
    if (arg !== name) return;
    const value = args[i + 1];
    if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
    values.push(value);
  });
  return values;
}

/** The argument at `index`, which must be there and not be an option. */
function required(args: string[], index: number, what: string): string {
  const value = args[index];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${args.slice(0, index).join(" ")} needs ${what}`);
  return value;
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const account = await findUserByEmail(db, email);
  if (!account) throw new AppError("not_found", 404, `No account has the e-mail address ${email}.`);
  return account.id;
}

function statusLine(email: string, s: { user_id: string; is_producer: boolean; is_in_probation: boolean; qualifications: string[] }): string {
  const role = !s.is_producer ? "not a producer" : s.is_in_probation ? "producer, in probation" : "producer, not in probation";
  return `${email} (${s.user_id}): ${role}; qualifications: ${s.qualifications.length ? s.qualifications.join(", ") : "none"}`;
}

export type Run = (deps: { db: Db; config: Config }) => Promise<void>;

/** The command `argv` (after `npm run productions --`) names, checked; a UsageError when it is not one. */
export function parseProductionsArgs(argv: string[]): Run {
  const [command, action] = argv;
  if (!command || !COMMANDS[command]) throw new UsageError(command ? `unknown command ${command}` : "a command is needed");
  if (!action || !COMMANDS[command].includes(action)) throw new UsageError(`${command} needs ${COMMANDS[command].join(", ").replace(/, ([^,]+)$/, " or $1")}`);
  return parse(argv);
}

function parse(args: string[]): Run {
  const [command, action] = args;
  if (command === "producer") {
    const email = required(args, 2, "the user's e-mail address");
    if (action === "show") return async (deps) => console.log(statusLine(email, await producerStatus(deps, await userIdOf(deps.db, email))));
    if (action === "revoke") return async (deps) => console.log(statusLine(email, await setProducer(deps, null, await userIdOf(deps.db, email), { is_producer: false })));
    const qualifications = allOptions(args, "--qualification");
    for (const q of qualifications) if (!QualificationName.safeParse(q).success) throw new UsageError(`--qualification ${q}: must be transcription-<language> (ISO 639-1) or multitask`);
    const probation = args.includes("--probation");
    const noProbation = args.includes("--no-probation");
    if (probation && noProbation) throw new UsageError("give --probation or --no-probation, not both");
    return async (deps) => {
      const status = await setProducer(deps, null, await userIdOf(deps.db, email), { is_producer: true, qualifications, ...(probation || noProbation ? { is_in_probation: probation } : {}) });
      console.log(statusLine(email, status));
    };
  }
  if (command === "payouts" && action === "pending") {
    const raw = cliOption(args, "--limit");
    const limit = raw === undefined ? 100 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError("--limit must be a whole number from 1 to 10000");
    return async (deps) => {
      const pending = await listPendingPayouts(deps.db, limit);
      for (const { payout, email } of pending) {
        console.log(`${payout.id}\t${email ?? payout.producerId}\t$${centsToUsd(payout.amountCents).toFixed(2)}\tasked ${payout.createdAt.toISOString()}`);
      }
      if (pending.length === 0) console.log("no payouts are waiting");
      else if (pending.length === limit) console.log(`(the oldest ${limit}: more may wait, see --limit)`);
    };
  }
  if (command === "payouts") {
    const id = required(args, 2, "a payout id");
    return async (deps) => {
      const paid = await recordPayoutPaid(deps, id);
      console.log(`payout ${paid.payout_id} of $${centsToUsd(paid.amount_cents).toFixed(2)} is recorded as paid`);
    };
  }
  if (action === "priority") {
    const id = required(args, 2, "a task description id and a priority");
    const parsed = PriorityBody.safeParse({ priority: Number(args[3]) });
    if (args[3] === undefined || !parsed.success) throw new UsageError("the priority must be a whole number from -100 to 100");
    return async (deps) => {
      const set = await applyTaskPriority(deps, id, parsed.data.priority);
      console.log(`task ${set.description_id} has priority ${set.priority}`);
    };
  }
  const id = required(args, 2, "a task id");
  return async (deps) => {
    const revoked = await revokeTaskAsOperator(deps, id);
    console.log(`task ${revoked.id} is ${revoked.state}: its work is open again`);
  };
}

