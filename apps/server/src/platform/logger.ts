import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
export type LogLevel = keyof typeof LEVELS;
export type LogFormat = "text" | "json";

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** What every line written while handling one request (or running one job) carries. */
export interface LogContext {
  requestId?: string;
  jobId?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `fn` so that every log line it causes, however deep, names `ctx` (the request id). */
export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run(ctx, fn);
}

function describe(extra: unknown): unknown {
  if (extra instanceof Error) return extra.stack ?? extra.message;
  return extra;
}

/**
 * A line-per-event logger on stdout (info, debug) and stderr (warn, error); quiet below the
 * configured level. `json` writes one JSON object a line with the request id of the request being
 * handled, for log collectors; `text` is for people.
 */
export function createLogger(level: LogLevel, format: LogFormat = "text"): Logger {
  const min = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, extra?: unknown) => {
    if (LEVELS[lvl] < min) return;
    const out = lvl === "error" || lvl === "warn" ? process.stderr : process.stdout;
    const ctx = context.getStore();
    const time = new Date().toISOString();
    if (format === "json") {
      const line: Record<string, unknown> = { time, level: lvl, msg, ...ctx };
      if (extra !== undefined) line[extra instanceof Error ? "error" : "extra"] = describe(extra);
      out.write(`${JSON.stringify(line)}\n`);
      return;
    }
    const tag = ctx?.requestId ? ` [${ctx.requestId}]` : ctx?.jobId ? ` [job ${ctx.jobId}]` : "";
    const described = describe(extra);
    const tail = extra === undefined ? "" : ` ${typeof described === "string" ? described : inspect(described)}`;
    out.write(`${time} ${lvl.toUpperCase()}${tag} ${msg}${tail}\n`);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}
