const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** A line-per-event logger on stderr/stdout; quiet below the configured level. */
export function createLogger(level: LogLevel): Logger {
  const min = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, extra?: unknown) => {
    if (LEVELS[lvl] < min) return;
    const line = `${new Date().toISOString()} ${lvl.toUpperCase()} ${msg}`;
    const out = lvl === "error" || lvl === "warn" ? console.error : console.log;
    if (extra === undefined) out(line);
    else out(line, extra instanceof Error ? (extra.stack ?? extra.message) : extra);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}
