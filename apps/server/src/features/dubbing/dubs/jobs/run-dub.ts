import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob, type JobKind } from "#platform/jobs/job-types";
import { takeBackDubUsage } from "#features/billing/usage/use-cases/record-dub-usage";
import { refundCharacters } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { findDubById, markDubRefunded, updateDub, type DubRow } from "../repo";
import { announceDub } from "./announce-dub";
import { DubWorkspace } from "./dub-workspace";
import { prepareSource } from "./steps/prepare-source";
import { renderOutputs } from "./steps/render-outputs";
import { transcribeSource } from "./steps/transcribe-source";
import { translateLines } from "./steps/translate-lines";
import { voiceLines } from "./steps/voice-lines";

export const DUB_JOB = "dubbing.run";
export const DUB_ATTEMPTS = 3;

const Payload = z.object({ dubId: z.string().min(1).max(64) });
type Payload = z.infer<typeof Payload>;

/** One job per dub: queueing it twice (a retried request) makes one. */
export function dubJobKey(dubId: string): string {
  return `${DUB_JOB}:${dubId}`;
}

/** What a step needs: the services, the dub as it is now, its files, and a way to say how far it got. */
export interface StepContext {
  deps: Pick<AppDeps, "db" | "storage" | "speech" | "log">;
  dub: DubRow;
  files: DubWorkspace;
  signal: AbortSignal;
  progress(fraction: number, message: string): Promise<void>;
}

/** The steps in order: each starts after the one `dub.step` names and records its own name when done. */
const STEPS: { after: string; name: string; status: "preparing" | "dubbing"; run: (ctx: StepContext) => Promise<Partial<DubRow>> }[] = [
  { after: "none", name: "prepared", status: "preparing", run: prepareSource },
  { after: "prepared", name: "transcribed", status: "preparing", run: transcribeSource },
  { after: "transcribed", name: "translated", status: "dubbing", run: translateLines },
  { after: "translated", name: "voiced", status: "dubbing", run: voiceLines },
  { after: "voiced", name: "rendered", status: "dubbing", run: renderOutputs },
];

/** The dub was deleted while the job worked: stop quietly. */
class DubGone extends Error {}

/**
 * The `dubbing.run` job: the dub's steps in order (prepare the source, transcribe it by speaker,
 * translate the lines, voice them, render the outputs), each step's results stored before the
 * next starts, so a run cut short (a crash, a kill -9, a restart) resumes after the last finished
 * step. A failure is retried; the last attempt marks the dub failed with the reason and gives the
 * characters back, once.
 */
export function runDubJob(deps: Pick<AppDeps, "db" | "storage" | "speech" | "jobs" | "log">): JobKind<Payload> {
  return defineJob({
    name: DUB_JOB,
    payload: Payload,
    attempts: DUB_ATTEMPTS,
    backoffMs: 5_000,
    concurrency: 1,
    ownSlots: true,
    handler: async ({ dubId }, ctx) => {
      const files = await DubWorkspace.open(deps.storage, dubId);
      try {
        await runSteps(dubId, files, ctx.signal);
      } catch (err) {
        if (err instanceof DubGone) return;
        if (ctx.signal.aborted || ctx.attempt < DUB_ATTEMPTS) throw err;
        ctx.log.warn(`dub ${dubId} failed`, err);
        await failDub(deps, dubId, err instanceof Error ? err.message.slice(0, 500) : "the dub failed");
      } finally {
        await files.close();
      }
    },
  });

  async function runSteps(dubId: string, files: DubWorkspace, signal: AbortSignal): Promise<void> {
    for (const step of STEPS) {
      const dub = await findDubById(deps.db, dubId);
      if (!dub) throw new DubGone();
      if (dub.status === "dubbed" || dub.status === "failed") return;
      if (dub.step !== step.after) continue;
      const progress = async (fraction: number, message: string) => {
        if (!(await updateDub(deps.db, dubId, { status: step.status, progress: fraction, progressMessage: message }))) throw new DubGone();
      };
      const started = performance.now();
      const changes = await step.run({ deps, dub, files, signal, progress });
      const resource = changes.resource ?? dub.resource;
      // A step that writes a new resource keeps the earlier steps' timings.
      const timings = { ...dub.resource.timings, ...resource.timings, [step.name]: Math.round(performance.now() - started) / 1000 };
      if (!(await updateDub(deps.db, dubId, { ...changes, resource: { ...resource, timings }, step: step.name }))) throw new DubGone();
      if (changes.status === "dubbed") await announceDub(deps, dubId);
    }
  }
}

/**
 * Marks the dub failed with `error` and gives its characters back, once however often it is
 * called: the refund mark, the refund and taking the dub out of the usage statistics are one
 * transaction, so a crash between them neither loses the refund nor repeats it.
 */
export async function failDub(deps: Pick<AppDeps, "db" | "jobs" | "log">, dubId: string, error: string): Promise<void> {
  await updateDub(deps.db, dubId, { status: "failed", error, progressMessage: null, finishedAt: new Date() });
  const refunded = await deps.db.transaction(async (tx) => {
    const row = await markDubRefunded(tx, dubId);
    if (!row) return null;
    await refundCharacters(tx, row.workspaceId, row.charactersCharged);
    await takeBackDubUsage(tx, row);
    return row;
  });
  if (refunded) await announceDub(deps, dubId);
}
