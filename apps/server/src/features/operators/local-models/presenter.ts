import type { LocalModelInfo } from "@vocable/contract";
import { localModelSupport, type ModelListing } from "@vocable/speech";

/** A model in MODELS_DIR as operators see it; `engineId` when an engine of it is registered now. */
export function presentLocalModel(listing: ModelListing, engineId: string | null): LocalModelInfo {
  const descriptor = listing.descriptor;
  const support = descriptor ? localModelSupport(descriptor.kind) : null;
  const unused = listing.state.status === "ok" && support && !support.supported ? `Installed and loads, but not used: ${support.note}.` : null;
  return {
    model_id: listing.id,
    name: descriptor?.name ?? listing.id,
    kind: descriptor?.kind ?? "unknown",
    languages: descriptor?.languages ?? [],
    sample_rate: descriptor?.sampleRate ?? 0,
    license: descriptor?.license ?? "",
    status: listing.state.status,
    reason: listing.state.reason ?? unused,
    bytes: listing.bytes,
    engine_id: engineId,
    checked_at_unix: listing.state.checkedAt ? Math.floor(Date.parse(listing.state.checkedAt) / 1000) : null,
  };
}
