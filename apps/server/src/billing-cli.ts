/**
 * `npm run billing -- <command>`: the operator's side of plans and billing, on the same database
 * the server uses (same environment variables).
 *
 *   set-plan WORKSPACE_ID TIER [--seats N] [--characters N] [--voices N] [--pvc N]
 *                       puts a workspace on any tier (seats and limits only on trial and enterprise;
 *                       -1 is unlimited); a running local subscription ends
 *   promo add CODE (--percent P | --amount CENTS --currency usd|eur) [--months N] [--expires YYYY-MM-DD] [--max N]
 *                       a promo code: P percent or CENTS off each invoice for N months (default: every
 *                       invoice), until the date, at most N redemptions
 *   promo list          the codes with their terms and redemptions
 *   offer WORKSPACE_ID CODE [--extended]
 *                       shows the workspace's members the promo dialog for CODE
 *   requests list       the open plan requests (BILLING_PROVIDER=local without BILLING_SELF_SERVICE), oldest first
 *   requests approve REQUEST_ID
 *                       applies the requested plan as a self-service change would (with its invoice)
 *   requests deny REQUEST_ID [--reason TEXT]
 *                       refuses it; the reason is shown to the member
 *                       (approve and deny e-mail the member: a running server's job runner sends it)
 */
import { isTierId, normalizePromoCode } from "@vocable/domain";
import { openDatabase } from "#db/client";
import { CreatePromoCodeRequest } from "@vocable/contract";
import { getPromoCode, listPromoCodes, setPromoOffer } from "#features/billing/subscriptions/repo";
import { addPromoCode } from "#features/billing/subscriptions/use-cases/manage-promo-codes";
import { applyOperatorPlan } from "#features/operators/instance-admin/use-cases/set-workspace-plan";
import { approvePlanRequest } from "#features/billing/subscriptions/use-cases/approve-plan-request";
import { denyPlanRequest } from "#features/billing/subscriptions/use-cases/deny-plan-request";
import { listPlanRequests } from "#features/billing/subscriptions/use-cases/list-plan-requests";
import type { PlanDecisionDeps } from "#features/billing/subscriptions/use-cases/request-plan";
import { resolveAuthSecret } from "#platform/auth-secret";
import { cliOption, runCli, UsageError } from "#platform/cli";
import { lockEmbeddedDatabase } from "#platform/data-dir-lock";
import { loadConfig } from "#platform/env";
import { createJobRunner } from "#platform/jobs/create-job-runner";
import { createLogger } from "#platform/logger";
import { createMailer, mailSendJob } from "#platform/mail/mailer";
import { createMetrics } from "#platform/metrics";
import { connectRedis } from "#platform/redis";

const USAGE = `usage: npm run billing -- set-plan WORKSPACE_ID TIER [--seats N] [--characters N] [--voices N] [--pvc N]
       npm run billing -- promo add CODE (--percent P | --amount CENTS --currency usd|eur) [--months N] [--expires YYYY-MM-DD] [--max N]
       npm run billing -- promo list
       npm run billing -- offer WORKSPACE_ID CODE [--extended]
       npm run billing -- requests list | approve REQUEST_ID | deny REQUEST_ID [--reason TEXT]`;

function integer(args: string[], name: string, min: number, max: number): number | undefined {
  const raw = cliOption(args, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!["set-plan", "promo", "offer", "requests"].includes(command ?? "")) throw new UsageError(command ? `unknown command ${command}` : "a command is needed");
  if (command === "requests" && !["list", "approve", "deny"].includes(args[0] ?? "")) throw new UsageError("requests needs list, approve or deny");
  if (command === "requests" && args[0] !== "list" && (!args[1] || args[1].startsWith("--"))) throw new UsageError(`requests ${args[0]} needs a request id`);
  const config = loadConfig();
  const unlock = lockEmbeddedDatabase(config);
  const database = await openDatabase(config);
  const db = database.db;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const log = createLogger("warn");
  const jobs = await createJobRunner({ db, redis, redisPrefix: config.redisPrefix, log, concurrency: 1 });
  const mailer = createMailer({ config, db, jobs, log, metrics: createMetrics({ defaultMetrics: false }) }, { authSecret: resolveAuthSecret(config.authSecret, config.dataDir) });
  // Decision mails are queued here and delivered by a running server's job runner.
  jobs.register(mailSendJob(mailer));
  try {
    if (command === "requests") return await planRequests(args, { db, config, mailer });
    if (command === "set-plan") {
      const [workspaceId, tier] = args;
      if (!workspaceId || !tier) throw new UsageError("set-plan needs a workspace id and a tier");
      if (!isTierId(tier)) throw new UsageError(`unknown tier ${tier}`);
      const plan = await applyOperatorPlan(db, workspaceId, {
        tier,
        max_seats: integer(args, "--seats", 1, 10_000) ?? null,
        character_limit: integer(args, "--characters", -1, 1e12),
        voice_limit: integer(args, "--voices", -1, 1e9),
        professional_voice_limit: integer(args, "--pvc", -1, 1e9),
      });
      console.log(`workspace ${workspaceId} is on ${plan.tier}${plan.maxSeats ? ` with ${plan.maxSeats} seats` : ""}`);
      return 0;
    }
    if (command === "promo" && args[0] === "list") {
      const codes = await listPromoCodes(db);
      for (const c of codes) {
        const off = c.percentOff !== null ? `${c.percentOff}%` : `${c.amountOffCents} ${c.currency ?? "usd"} cents`;
        console.log(`${c.code}\t${off} off\t${c.durationInMonths === null ? "every invoice" : `${c.durationInMonths} months`}\t${c.timesRedeemed}/${c.maxRedemptions ?? "∞"} used\t${c.expiresAt ? `expires ${c.expiresAt.toISOString().slice(0, 10)}` : "no expiry"}`);
      }
      if (codes.length === 0) console.log("no promo codes");
      return 0;
    }
    if (command === "promo" && args[0] === "add") {
      const code = args[1];
      if (!code || code.startsWith("--")) throw new UsageError("promo add needs a code");
      const percent = cliOption(args, "--percent");
      const expiresRaw = cliOption(args, "--expires");
      const expiresAt = expiresRaw === undefined ? null : Date.parse(`${expiresRaw}T00:00:00Z`);
      if (expiresAt !== null && Number.isNaN(expiresAt)) throw new UsageError("--expires must be a date, YYYY-MM-DD");
      const parsed = CreatePromoCodeRequest.safeParse({
        code,
        percent_off: percent === undefined ? null : Number(percent),
        amount_off: integer(args, "--amount", 1, 100_000_000) ?? null,
        currency: cliOption(args, "--currency") ?? null,
        duration_in_months: integer(args, "--months", 1, 120) ?? null,
        expires_at_unix: expiresAt === null ? null : Math.floor(expiresAt / 1000),
        max_redemptions: integer(args, "--max", 1, 100_000_000) ?? null,
      });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(" "));
      if ((parsed.data.percent_off == null) === (parsed.data.amount_off == null)) throw new UsageError("give --percent or --amount");
      if (parsed.data.amount_off != null && parsed.data.currency == null) throw new UsageError("--amount needs --currency usd or eur");
      const created = await addPromoCode(db, parsed.data);
      console.log(`promo code ${created.code} added`);
      return 0;
    }
    if (command === "offer") {
      const [workspaceId, rawCode] = args;
      const code = normalizePromoCode(rawCode);
      if (!workspaceId || !code) throw new UsageError("offer needs a workspace id and a promo code");
      if (!(await getPromoCode(db, code))) throw new UsageError(`no promo code ${code}: add it with promo add`);
      await setPromoOffer(db, workspaceId, code, args.includes("--extended"));
      console.log(`workspace ${workspaceId} is offered ${code}`);
      return 0;
    }
    throw new UsageError("promo needs add or list");
  } finally {
    mailer.close();
    await jobs.close();
    if (redis) await redis.quit();
    await database.close();
    unlock();
  }
}

/** `requests list | approve ID | deny ID [--reason TEXT]`: the operators' queue of plan requests. */
async function planRequests(args: string[], deps: PlanDecisionDeps): Promise<number> {
  const [action, id] = args;
  if (action === "approve") {
    const done = await approvePlanRequest(deps, id, "cli");
    console.log(`approved ${done.plan_request_id}: the workspace is on ${done.tier} (${done.billing_period === "annual_period" ? "annual" : "monthly"}); the member is mailed`);
    return 0;
  }
  if (action === "deny") {
    const raw = cliOption(args, "--reason");
    const reason = raw === undefined ? null : raw.replace(/\s+/g, " ").trim();
    if (reason !== null && (!reason || reason.length > 1000 || /[\p{Cc}\p{Cs}]/u.test(reason))) throw new UsageError("--reason must be one line of 1 to 1000 characters");
    const done = await denyPlanRequest(deps, id, reason, "cli");
    console.log(`denied ${done.plan_request_id}; the member is mailed`);
    return 0;
  }
  let token: string | undefined;
  let count = 0;
  do {
    const page = await listPlanRequests(deps.db, { page_size: 100, page_token: token });
    for (const r of page.plan_requests) {
      const period = r.billing_period === "annual_period" ? "annual" : "monthly";
      console.log(
        `${r.plan_request_id}\t${r.workspace_name ?? "?"} (${r.workspace_id})\t${r.requested_by_email ?? "?"}\t${r.kind} ${r.tier} ${period}${r.promocode ? ` code ${r.promocode}` : ""}\tasked ${new Date(r.created_at_unix * 1000).toISOString()}`,
      );
      count++;
    }
    token = page.next_page_token ?? undefined;
  } while (token);
  if (count === 0) console.log("no open plan requests");
  return 0;
}

runCli(main, USAGE);
