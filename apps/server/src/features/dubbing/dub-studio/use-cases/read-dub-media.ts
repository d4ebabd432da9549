import { wavBytes } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { bytesSource, storedSource, type ByteSource } from "#platform/storage/byte-source";
import { dubKey, DubWorkspace } from "#features/dubbing/dubs/jobs/dub-workspace";
import { DUB_SAMPLE_RATE } from "#features/dubbing/dubs/jobs/steps/prepare-source";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { mediaKey, parseMediaId } from "../dub-media";
import { requireSpeaker } from "./select-segments";

const notFound = (id: string) => new AppError("not_found", 404, `This dub has no media ${id}.`);

/** A speaker's track: the separated speech with everything outside the speaker's segments silenced. */
async function speakerTrack(deps: Pick<AppDeps, "storage">, dub: Awaited<ReturnType<typeof requireFinishedDub>>, speakerId: string): Promise<Uint8Array> {
  const files = await DubWorkspace.open(deps.storage, dub.id);
  try {
    const speech = await files.getPcm(dubKey(dub, "speech.wav"), DUB_SAMPLE_RATE);
    const track = new Int16Array(speech.length);
    for (const s of dub.resource.segments.filter((x) => x.speaker === speakerId)) {
      const from = Math.floor(s.start * DUB_SAMPLE_RATE);
      track.set(speech.subarray(from, Math.ceil(s.end * DUB_SAMPLE_RATE)), from);
    }
    return wavBytes(track, DUB_SAMPLE_RATE);
  } finally {
    await files.close();
  }
}

/** GET …/media/{media_id}: a file the resource names (its media_ref url), as stored; a speaker's track made on request. */
export async function readDubMedia(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, dubId: string, id: string): Promise<{ source: ByteSource; contentType: string }> {
  const dub = await requireFinishedDub(deps, principal, dubId);
  const media = parseMediaId(id);
  if (!media) throw notFound(id);
  if (media.kind === "speaker") {
    requireSpeaker(dub, media.speakerId);
    return { source: bytesSource(await speakerTrack(deps, dub, media.speakerId)), contentType: "audio/wav" };
  }
  const key = mediaKey(dub, media);
  const source = key ? await storedSource(deps.storage, key) : null;
  if (!source) throw notFound(id);
  const contentType = media.kind === "source" ? dub.media.contentType : media.kind === "render" ? (dub.resource.renders?.[media.renderId]?.contentType ?? "application/octet-stream") : "audio/wav";
  return { source, contentType };
}
