import type { OpenAPIHono } from "@hono/zod-openapi";
import type { SpeechService } from "@vocable/speech";
import type { ApiKeyPermission, WorkspaceRole } from "@vocable/domain";
import type { Db } from "#db/client";
import type { GenerationTracker } from "#features/speech/generations/generation-tracker";
import type { Auth } from "./auth";
import type { AnswerFloors } from "./answer-floor";
import type { Config } from "./env";
import type { Logger } from "./logger";
import type { JobRunner } from "./jobs/job-types";
import type { Mailer } from "./mail/types";
import type { Metrics } from "./metrics";
import type { RateLimitStorage } from "./rate-limit-store";
import type { FileStorage } from "./storage/file-storage";

/** Who is calling: resolved from an API key or a session cookie by the authenticate middleware. */
export interface Principal {
  userId: string;
  workspaceId: string;
  via: "api_key" | "session";
  /** The Better Auth session, when the caller came with a session cookie. */
  sessionId?: string;
  /** The caller's role in the workspace it acts in. */
  role: WorkspaceRole;
  /** A service account (a non-human member acting through its keys) rather than a person. */
  isServiceAccount: boolean;
  /** The API key the caller came with. */
  apiKeyId?: string;
  /** That key's permissions; null for a signed-in person (the role alone decides). */
  keyPermissions: readonly ApiKeyPermission[] | null;
  /**
   * The workspace requires two-factor (`mfa_required_for_users`) and this person has none yet:
   * authorizeRoute lets them reach only the routes they need to set it up or leave.
   */
  twoFactorSetupRequired?: boolean;
}

export type AppEnv = { Variables: { principal: Principal; requestId: string; /** performance.now() when the request came in. */ startedAt: number } };

/** Everything a feature needs, built once at start and handed to each feature's routes. */
export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  storage: FileStorage;
  speech: SpeechService;
  /** Background jobs: feature folders define kinds, app.ts registers them. */
  jobs: JobRunner;
  metrics: Metrics;
  log: Logger;
  /** E-mail: queued as mail.send jobs, delivered over SMTP or into the local outbox. */
  mailer: Mailer;
  /** This process's running text-to-speech generations (heartbeats, shutdown) and the sweep of abandoned ones. */
  generations: GenerationTracker;
  /** The server's own rate limits (account e-mails, codes), shared by every instance. */
  rateLimit: RateLimitStorage;
  /** How soon sign-up and the account e-mail requests may answer (platform/answer-floor.ts). */
  answerFloors: AnswerFloors;
}

export type Router = OpenAPIHono<AppEnv>;
