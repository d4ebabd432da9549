import type { EngineList } from "@vocable/contract";
import { SPEECH_MODELS } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { presentEngine } from "../presenter";

/** A check is reused for this long; older (or none yet), the engine is checked again before answering. */
const CHECK_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * GET /v1/engines (instance operators): each engine with its capabilities, languages, voices,
 * models and health. Engines not checked in the last 10 minutes are checked now, side by side (a
 * check is a short synthesis or recognition, which also measures its speed).
 */
export async function listEngines(deps: Pick<AppDeps, "db" | "config" | "speech">, principal: Principal, now = new Date()): Promise<EngineList> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const registry = deps.speech.engines;
  const stale = registry.list().filter((engine) => {
    const last = registry.lastHealth(engine.id).checkedAt;
    return !last || now.getTime() - last.getTime() > CHECK_MAX_AGE_MS;
  });
  await Promise.all(stale.map((engine) => registry.check(engine.id)));
  return {
    engines: registry.list().map((engine) =>
      presentEngine(
        engine,
        registry.lastHealth(engine.id),
        // The embedded models speak through both embedded engines (their voices decide which); another engine is its own model.
        engine.synthesizer ? [engine.id] : engine.capabilities.includes("text_to_speech") ? SPEECH_MODELS.map((m) => m.modelId) : [],
      ),
    ),
  };
}
