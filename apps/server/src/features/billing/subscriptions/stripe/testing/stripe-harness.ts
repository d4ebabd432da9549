import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Stripe from "stripe";
import type { Database } from "#db/client";
import { user } from "#db/schema/index";
import type { AppDeps } from "#platform/app-env";
import { loadConfig } from "#platform/env";
import { newId } from "#platform/ids";
import { createLogger, type Logger } from "#platform/logger";
import { createTestDatabase } from "#testing/test-database";
import { createPersonalWorkspace, getWorkspace, type WorkspaceRow } from "#features/workspaces/workspaces/repo";
import type { BillingProvider } from "../../provider";
import { getSubscription, type SubscriptionRow } from "../../repo";
import { handleStripeEvent, type StripeEventOutcome } from "../handle-stripe-event";
import { createStripeProvider } from "../stripe-provider";
import { startStripeFake, type StripeFake } from "./stripe-fake";

/** The environment of an app whose BILLING_PROVIDER=stripe talks to `fake`. */
export function stripeEnv(fake: StripeFake): Record<string, string> {
  return { BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_URL: fake.url };
}

/** A log that keeps what was written (tests check nothing secret is logged, and what was warned). */
export function recordingLogger(): Logger & { lines: { level: string; msg: string; extra?: unknown }[] } {
  const lines: { level: string; msg: string; extra?: unknown }[] = [];
  const silent = createLogger("silent");
  const at =
    (level: string) =>
    (msg: string, extra?: unknown): void => {
      lines.push({ level, msg, extra });
    };
  return { ...silent, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), lines };
}

/**
 * The Stripe provider and webhook handler on a real (migrated) database, against the fake,
 * without the HTTP app: one person with their personal workspace on the free tier.
 */
export interface StripeHarness {
  fake: StripeFake;
  database: Database;
  deps: Pick<AppDeps, "db" | "log" | "config">;
  log: ReturnType<typeof recordingLogger>;
  provider: BillingProvider;
  userId: string;
  email: string;
  workspaceId: string;
  ws(): Promise<WorkspaceRow>;
  sub(): Promise<SubscriptionRow | null>;
  /** Sends events to the handler as Stripe would (signed), in order. */
  deliver(events: Stripe.Event[]): Promise<StripeEventOutcome[]>;
  close(): Promise<void>;
}

export async function createStripeHarness(): Promise<StripeHarness> {
  const fake = await startStripeFake();
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-stripe-"));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "8080", LOG_LEVEL: "silent", ...stripeEnv(fake) });
  const log = recordingLogger();
  const deps = { db: database.db, log, config };
  const userId = newId();
  const email = `stripe-${userId}@example.com`;
  await database.db.insert(user).values({ id: userId, name: "Stripe Tester", email });
  const workspaceId = await createPersonalWorkspace(database.db, { id: userId, name: "Stripe Tester" });
  const provider = createStripeProvider(deps);
  return {
    fake,
    database,
    deps,
    log,
    provider,
    userId,
    email,
    workspaceId,
    ws: async () => (await getWorkspace(database.db, workspaceId))!,
    sub: () => getSubscription(database.db, workspaceId),
    async deliver(events) {
      const out: StripeEventOutcome[] = [];
      for (const event of events) {
        const { payload, signature } = fake.signedEvent(event);
        out.push(await handleStripeEvent(deps, payload, signature));
      }
      return out;
    },
    async close() {
      await database.close();
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The id of the Checkout session a checkout URL of the fake points at. */
export function sessionIdOf(url: string): string {
  const match = /\/checkout\/(cs_test_[a-f0-9]+)$/.exec(url);
  if (!match) throw new Error(`not a checkout URL of the fake: ${url}`);
  return match[1];
}
