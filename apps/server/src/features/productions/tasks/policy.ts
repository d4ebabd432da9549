import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { isInstanceAdmin } from "#features/operators/instance-admin/policy";
import { findTaskOfProducer, findTask, type TaskRow } from "./repo";

/** A producer's task path names the producer: anyone else is told it does not exist. */
export const taskNotFound = (taskId: string) => new AppError("production_task_not_found", 404, `No task ${taskId} of this producer was found.`);

/** A path naming another producer than the caller: 404 (`not_found`, or the code a call answers with). */
export const producerNotFound = (code: "not_found" | "production_task_not_found" = "not_found") => new AppError(code, 404, "No producer with this id was found.");

/**
 * The rule of every path naming a producer (…/producers/{user_id}/…): the caller acts only as
 * themself, and a path naming anyone else is 404 (their tasks, earnings and payouts do not exist
 * for the caller); `notFound` is the answer then.
 */
export function requireSelf(principal: Principal, userId: string, notFound: () => AppError = () => producerNotFound()): void {
  if (userId !== principal.userId) throw notFound();
}

/**
 * The caller acting as the producer the path names: 404 for a path naming someone else
 * ({@link requireSelf}; `production_task_not_found` unless `notFound` says otherwise), 403 for a
 * caller who is not a producer (`forbidden` tells why; the producers' work unless given). Answers
 * whether the producer is in probation.
 */
export async function requireProducer(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, opts: { notFound?: () => AppError; forbidden?: string } = {}): Promise<{ inProbation: boolean }> {
  requireSelf(principal, userId, opts.notFound ?? (() => producerNotFound("production_task_not_found")));
  const profile = await findUserProfile(deps.db, principal.userId);
  if (!profile?.isProducer) {
    throw new AppError("producer_required", 403, opts.forbidden ?? "Only producers take productions tasks: pass a qualification test (/app/productions/settings/qualifications) or ask an operator to make you one.");
  }
  return { inProbation: profile.isInProbation };
}

/** The producer's own task (404 for another's, 403 for a non-producer). */
export async function requireOwnTask(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string): Promise<TaskRow> {
  await requireProducer(deps, principal, userId, { notFound: () => taskNotFound(taskId) });
  const task = await findTaskOfProducer(deps.db, userId, taskId);
  if (!task) throw taskNotFound(taskId);
  return task;
}

/** The task as the producer the path names, or an operator, may act on it (an operator's revoke). */
export async function requireTaskOfProducerOrOperator(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, taskId: string): Promise<{ task: TaskRow; byOperator: boolean }> {
  if (userId !== principal.userId && (await isInstanceAdmin(deps.db, deps.config.adminEmails, principal))) {
    const task = await findTask(deps.db, taskId);
    if (!task || task.producerId !== userId) throw taskNotFound(taskId);
    return { task, byOperator: true };
  }
  return { task: await requireOwnTask(deps, principal, userId, taskId), byOperator: false };
}

/** The qualification a kind of work in a language needs: the language's transcription qualification. */
export function qualificationFor(language: string): string {
  return `transcription-${language}`;
}
