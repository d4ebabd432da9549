import { handleProblem, normalizeHandle } from "@vocable/domain";
import { isUniqueViolation } from "#db/errors";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfileByHandle, updateUserProfile } from "#features/accounts/account/repo";
import { producerNotFound, requireProducer } from "#features/productions/tasks/policy";
import { acceptedWorkCounts } from "#features/productions/tasks/repo";
import { listQualifications } from "../repo";

/** PUT /v1/productions/producers/{user_id}/profile: the producer's public handle (the domain's rules; unique). */
export async function setProfileHandle(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, handle: string) {
  await requireProducer(deps, principal, userId, { notFound: () => producerNotFound(), forbidden: "Only producers have a public profile." });
  const problem = handleProblem(handle);
  if (problem) throw new AppError("invalid_request", 400, problem);
  const wanted = normalizeHandle(handle);
  const owner = await findUserProfileByHandle(deps.db, wanted);
  if (owner && owner.userId !== userId) throw new AppError("invalid_request", 409, `The handle ${wanted} is taken: choose another.`);
  try {
    await updateUserProfile(deps.db, userId, { profilePageHandle: wanted });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("invalid_request", 409, `The handle ${wanted} is taken: choose another.`);
    throw err;
  }
  return readPublicProfile(deps, wanted);
}

/**
 * GET /v1/productions/profiles/{handle}: a producer's public profile — their public name, the
 * languages and qualifications they hold, the work accepted and how much of it was accepted the
 * first time (their accuracy). Nothing private (no e-mail, no earnings).
 */
export async function readPublicProfile(deps: Pick<AppDeps, "db">, handle: string) {
  const profile = await findUserProfileByHandle(deps.db, normalizeHandle(handle));
  if (!profile || !profile.isProducer) throw new AppError("not_found", 404, `No producer's profile at ${handle}.`);
  const qualifications = (await listQualifications(deps.db, profile.userId)).map((q) => q.qualification).sort();
  return {
    handle: profile.profilePageHandle!,
    name: profile.publicUserName ?? profile.profilePageHandle!,
    languages: qualifications.flatMap((q) => (q.startsWith("transcription-") ? [q.slice("transcription-".length)] : [])),
    qualifications,
    ...(await producerRecord(deps, profile.userId)),
    in_probation: profile.isInProbation,
    producer_since_unix: Math.floor(profile.createdAt.getTime() / 1000),
  };
}

/** A producer's record: the work accepted, and the share of it accepted the first time (never returned), to three places. */
export async function producerRecord(deps: Pick<AppDeps, "db">, userId: string): Promise<{ tasks_done: number; accuracy: number | null }> {
  const work = await acceptedWorkCounts(deps.db, userId);
  return { tasks_done: work.accepted, accuracy: work.accepted ? Math.round((work.firstTime / work.accepted) * 1000) / 1000 : null };
}
