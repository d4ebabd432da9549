/** Types of build-stamp.mjs (plain JavaScript, so that `npm start` needs no TypeScript loader). */
export type BuildTarget = "server" | "web";
export const REPO_ROOT: string;
export function sourceHash(target: BuildTarget): string;
export function sourceHashes<T extends BuildTarget>(targets: T[]): Record<T, string>;
export function stampPath(target: BuildTarget): string;
export function workspaceOf(target: BuildTarget): string;
export const SERVER_STAMP_FILE: string;
export function serverBuiltFrom(dir: string): string | undefined;
export function isFresh(target: BuildTarget, hash?: string): boolean;
export function writeStamp(target: BuildTarget, hash: string): void;
export function removeStamp(target: BuildTarget): void;
export function withBuildLock<T>(fn: () => Promise<T> | T, options?: { timeoutMs?: number }): Promise<T>;
