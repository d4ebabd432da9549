import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile, updateUserProfile } from "#features/accounts/account/repo";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { grantQualification, listQualifications } from "../repo";

export interface ProducerChange {
  is_producer?: boolean;
  is_in_probation?: boolean;
  qualifications?: string[];
}

/** What a producer is: the flags and the qualifications held. */
export async function producerStatus(deps: Pick<AppDeps, "db">, userId: string) {
  const profile = await findUserProfile(deps.db, userId);
  if (!profile) throw new AppError("not_found", 404, `No user ${userId} was found.`);
  const qualifications = await listQualifications(deps.db, userId);
  return { user_id: userId, is_producer: profile.isProducer, is_in_probation: profile.isInProbation, qualifications: qualifications.map((q) => q.qualification).sort() };
}

/**
 * PUT /v1/admin/producers/{user_id} (and `npm run productions -- producer`): an operator makes a
 * user a producer or not, in probation or not, and grants qualifications (as passing their test
 * would). A new producer starts in probation unless the operator says otherwise.
 */
export async function setProducer(deps: Pick<AppDeps, "db" | "config">, principal: Principal | null, userId: string, change: ProducerChange) {
  if (principal) await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const profile = await findUserProfile(deps.db, userId);
  if (!profile) throw new AppError("not_found", 404, `No user ${userId} was found.`);
  const becoming = change.is_producer === true && !profile.isProducer;
  await updateUserProfile(deps.db, userId, {
    ...(change.is_producer !== undefined ? { isProducer: change.is_producer } : {}),
    ...(change.is_in_probation !== undefined ? { isInProbation: change.is_in_probation } : becoming ? { isInProbation: true } : {}),
  });
  for (const q of change.qualifications ?? []) await grantQualification(deps.db, userId, q, null);
  return producerStatus(deps, userId);
}
