import { AsyncLocalStorage } from "node:async_hooks";

/** The id of the account.send-email job whose handler is running in this async context. */
const runningJob = new AsyncLocalStorage<string>();

/**
 * Runs `fn` as the work of the account.send-email job `jobId`. Better Auth makes that job's e-mail
 * and calls our callbacks (auth-options.ts) itself, so the job cannot hand the mailer a key; the
 * callbacks read it from here instead.
 */
export function inAccountEmailJob<T>(jobId: string, fn: () => Promise<T>): Promise<T> {
  return runningJob.run(jobId, fn);
}

/**
 * The idempotency key for an account e-mail of `kind` sent by the account.send-email job running
 * here, or undefined outside one. Derived from the job's id, so a rerun of the job (after a crash,
 * or a retry after the mail was queued) queues no second e-mail: the mailer's job with this key
 * exists already. The rerun's fresh token is then never mailed; the first one still works.
 */
export function accountEmailJobKey(kind: string): string | undefined {
  const jobId = runningJob.getStore();
  return jobId === undefined ? undefined : `account.send-email:${jobId}:${kind}`;
}
