import fs from "node:fs";
import path from "node:path";
import { parseEnginesConfig, type RemoteEngineConfig } from "@vocable/speech";
import { parseFeatureFlagSetting, type FeatureFlags } from "@vocable/domain";
import { z } from "zod";
import { SERVER_ROOT } from "./paths";

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

/** Every setting the server reads, with its default. The only reader of `process.env`. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  SECURE_COOKIES: flag.default(true),
  TRUST_PROXY: flag.default(false),
  SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SPEECH_QUEUE: z.coerce.number().int().min(1).max(10_000).default(32),
  SPEECH_IDLE_SECONDS: z.coerce.number().int().min(0).default(120),
  SPEECH_WARM_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  PREVIEW_WARM_UP: flag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,64}$/, "REDIS_PREFIX may use letters, digits and _ : . - (at most 64)")
    .default("vocable:"),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .refine((v) => adminEmailList(v).every((a) => ADDRESS.test(a)), "ADMIN_EMAILS must be e-mail addresses separated by commas")
    .default(""),
  FEATURE_FLAGS: z
    .string()
    .superRefine((v, ctx) => {
      try {
        parseFeatureFlagSetting(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
      }
    })
    .default(""),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_000_000),
  ENGINES: z.string().optional(),
  MODELS_DIR: z.string().min(1).optional(),
  ENGINES_FILE: z.string().min(1).optional(),
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).default(1_000_000_000),
  MAX_UPLOAD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(4 * 3600),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, "SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@smtp.example.com:465")
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => parseMailbox(v) !== null, 'MAIL_FROM must be an e-mail address, optionally with a display name: "Vocable <no-reply@example.com>"')
    .optional(),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
  BILLING_PROVIDER: z.enum(["local", "stripe", "none"]).default("local"),
  BILLING_SELF_SERVICE: flag.default(false),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)").optional(),
  STRIPE_API_URL: z.url().optional(),
  ISOLATED_ENVIRONMENT: flag.default(false),
  SSO_PRIVATE_ISSUERS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of v.split(",").map((s) => s.trim()).filter(Boolean)) {
        try {
          const url = new URL(item);
          if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
          origins.push(url.origin);
        } catch {
          ctx.addIssue({ code: "custom", message: `SSO_PRIVATE_ISSUERS: ${item} is not an http(s) origin, e.g. https://keycloak.corp.internal` });
        }
      }
      return origins;
    }),
  DNS_SERVERS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .refine((servers) => servers.every((s) => /^(\[[0-9a-fA-F:.]+\]|[0-9.]+)(:\d{1,5})?$|^[0-9a-fA-F:]+$/.test(s)), "DNS_SERVERS is a comma-separated list of IP addresses, optionally with :port (IPv6 with a port in brackets)"),
});

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The addresses of a comma-separated list, trimmed, without empty entries. */
function adminEmailList(value: string): string[] {
  return value
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
}

/** A sender: the address and the optional display name people see. */
export interface Mailbox {
  name?: string;
  address: string;
}

const ADDRESS = /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * `addr@host` or `Display Name <addr@host>` (the name may be double-quoted); null for anything
 * else. Control characters are refused: the value ends up in a mail header.
 */
export function parseMailbox(value: string): Mailbox | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(trimmed);
  if (!named) return ADDRESS.test(trimmed) && trimmed.length <= 254 ? { address: trimmed } : null;
  let name = named[1].trim();
  if (name.startsWith('"') && name.endsWith('"') && name.length >= 2) name = name.slice(1, -1);
  if (/["<>]/.test(name) || name.length > 100) return null;
  const address = named[2].trim();
  if (!ADDRESS.test(address) || address.length > 254) return null;
  return name ? { name, address } : { address };
}

/** File storage in an S3-compatible bucket; without it files stay in `DATA_DIR/files`. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Both or neither: without them the AWS SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret?: string;
  secureCookies: boolean;
  trustProxy: boolean;
  speechWorkers?: number;
  speechQueue: number;
  speechIdleSeconds: number;
  /** Synthesis and codec threads started with the server and kept however long they sit idle. */
  speechWarmThreads: number;
  /** Render the premade voices' missing previews into storage after start (a job; one instance of several does it). */
  previewWarmUp: boolean;
  redisUrl?: string;
  redisPrefix: string;
  metricsToken?: string;
  /** The instance operators' account e-mails (ADMIN_EMAILS), lower-cased: they may put any workspace on a tier. */
  adminEmails: readonly string[];
  /** The instance's feature flags (FEATURE_FLAGS): over the defaults, under a workspace's own (features/operators/feature-flags). */
  featureFlags: Partial<FeatureFlags>;
  shutdownTimeoutSeconds: number;
  jobConcurrency: number;
  jobLeaseSeconds: number;
  signInRateLimit: number;
  maxBodyBytes: number;
  /** Where the operator's local neural models are (MODELS_DIR; default DATA_DIR/models). */
  modelsDir: string;
  /** Remote engines (ENGINES JSON, or the ENGINES_FILE it is in), checked at start. */
  engines: RemoteEngineConfig[];
  /** Audio uploads (speech to text, alignment, isolation): bytes, and seconds of audio. */
  uploads: { maxBytes: number; maxSeconds: number };
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  logFormat: z.infer<typeof EnvSchema>["LOG_FORMAT"];
  webDist: string;
  s3?: S3Config;
  /** Where e-mail goes: an SMTP server (SMTP_URL, credentials included), else the local outbox. */
  mail: { smtpUrl?: string; from: Mailbox };
  /** Webhooks: with allowPrivateTargets, URLs on loopback and private networks are allowed (closed networks). */
  webhooks: { allowPrivateTargets: boolean };
  /** Origins of identity providers on a private network the server may call (SSO_PRIVATE_ISSUERS). */
  sso: { privateIssuers: readonly string[] };
  /** Resolvers for the SSO domain's TXT record (DNS_SERVERS); empty: the system's. */
  dnsServers: readonly string[];
  /**
   * Plans and payments (BILLING_PROVIDER): `local` changes plans at once and records invoices
   * without collecting money, `stripe` takes card payments through Stripe, `none` hides plans.
   * `isolatedEnvironment` (ISOLATED_ENVIRONMENT) blocks paid tiers other than trial and enterprise.
   */
  billing: BillingConfig;
}

export interface BillingConfig {
  provider: "local" | "stripe" | "none";
  /**
   * BILLING_SELF_SERVICE (provider local only): members put their workspace on a paid tier at once.
   * Off (the default), a paid tier is a request an instance operator approves.
   */
  selfService: boolean;
  isolatedEnvironment: boolean;
  /** With provider stripe: the secret key, the webhook signing secret, and the API address (STRIPE_API_URL; Stripe's own by default). */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

/** Thrown with every problem in the environment listed, so one start shows them all. */
export class ConfigError extends Error {}

/**
 * The remote engines: ENGINES (a JSON list) or ENGINES_FILE (a JSON file of one), not both; each
 * entry checked by the speech package. A ConfigError names the variable and the entry's problem.
 */
function readEngines(inline: string | undefined, file: string | undefined): RemoteEngineConfig[] {
  if (inline && file) throw new ConfigError("Invalid configuration:\n  ENGINES: give ENGINES or ENGINES_FILE, not both");
  const name = file ? "ENGINES_FILE" : "ENGINES";
  let text = inline;
  if (file) {
    try {
      text = fs.readFileSync(file, "utf8");
    } catch (err) {
      throw new ConfigError(`Invalid configuration:\n  ENGINES_FILE: cannot read ${file}: ${(err as Error).message}`);
    }
  }
  if (!text?.trim()) return [];
  try {
    return parseEnginesConfig(JSON.parse(text));
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: ${err instanceof SyntaxError ? `not JSON (${err.message})` : (err as Error).message}`);
  }
}

/** Parses the environment into a Config; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.superRefine((e, ctx) => {
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: "custom", path: [e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together" });
    }
    if (e.BILLING_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: `${name} is required with BILLING_PROVIDER=stripe` });
      }
    }
    if (e.BILLING_SELF_SERVICE && e.BILLING_PROVIDER !== "local") {
      ctx.addIssue({ code: "custom", path: ["BILLING_SELF_SERVICE"], message: "BILLING_SELF_SERVICE applies to BILLING_PROVIDER=local only (Stripe collects payment; none has no plans)" });
    }
    if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET is required when other S3_* settings are given" });
    }
  }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const engines = readEngines(e.ENGINES, e.ENGINES_FILE);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.BETTER_AUTH_SECRET,
    secureCookies: e.SECURE_COOKIES,
    trustProxy: e.TRUST_PROXY,
    speechWorkers: e.SPEECH_WORKERS,
    speechQueue: e.SPEECH_QUEUE,
    speechIdleSeconds: e.SPEECH_IDLE_SECONDS,
    speechWarmThreads: e.SPEECH_WARM_THREADS,
    previewWarmUp: e.PREVIEW_WARM_UP,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    adminEmails: adminEmailList(e.ADMIN_EMAILS).map((a) => a.toLowerCase()),
    featureFlags: parseFeatureFlagSetting(e.FEATURE_FLAGS),
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    maxBodyBytes: e.MAX_BODY_BYTES,
    uploads: { maxBytes: e.MAX_UPLOAD_BYTES, maxSeconds: e.MAX_UPLOAD_SECONDS },
    engines,
    modelsDir: path.resolve(e.MODELS_DIR ?? path.join(e.DATA_DIR, "models")),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, "../web/dist")),
    s3: e.S3_BUCKET
      ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE }
      : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ? parseMailbox(e.MAIL_FROM)! : { name: "Vocable", address: `no-reply@${new URL(publicUrl).hostname}` },
    },
    webhooks: { allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS },
    sso: { privateIssuers: e.SSO_PRIVATE_ISSUERS },
    dnsServers: e.DNS_SERVERS,
    billing: {
      provider: e.BILLING_PROVIDER,
      selfService: e.BILLING_SELF_SERVICE,
      isolatedEnvironment: e.ISOLATED_ENVIRONMENT,
      stripe:
        e.BILLING_PROVIDER === "stripe" ? { secretKey: e.STRIPE_SECRET_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiUrl: e.STRIPE_API_URL } : undefined,
    },
  };
}
