import type { EngineInfo } from "@vocable/contract";
import type { EngineHealth, RegisteredEngine } from "@vocable/speech";
import { toUnixSeconds } from "#platform/unix-time";

export function presentEngine(engine: RegisteredEngine, health: EngineHealth, modelIds: string[]): EngineInfo {
  return {
    engine_id: engine.id,
    name: engine.name,
    kind: engine.kind,
    description: engine.description,
    capabilities: [...engine.capabilities],
    languages: [...engine.languages],
    voice_count: engine.voiceCount,
    license: engine.license,
    model_ids: modelIds,
    health: {
      status: health.status,
      detail: health.detail,
      checked_at_unix: health.checkedAt ? toUnixSeconds(health.checkedAt) : null,
      real_time_factor: health.realTimeFactor,
    },
  };
}
