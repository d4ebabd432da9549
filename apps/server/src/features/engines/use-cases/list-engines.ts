import type { EngineList } from "@vocable/contract";
import { SPEECH_MODELS } from "@vocable/speech";
import type { AppDeps, Principal } from "../../../platform/app-env";
import { requireInstanceAdmin } from "../../instance-admin/policy";
import { presentEngine } from "../presenter";

/** A check is reused for this long; older (or none yet), the engine is checked again before answering. */
const CHECK_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * GET /v1/engines (instance operators): each engine with its capabilities, languages, voices,
 * models and health. Engines not checked in the last 10 minutes are checked now, one after the
 * other (a check is a short synthesis through the worker pool, which also measures its speed).
 */
export async function listEngines(deps: Pick<AppDeps, "db" | "config" | "speech">, principal: Principal, now = new Date()): Promise<EngineList> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const registry = deps.speech.engines;
  for (const engine of registry.list()) {
    const last = registry.lastHealth(engine.id);
    if (!last.checkedAt || now.getTime() - last.checkedAt.getTime() > CHECK_MAX_AGE_MS) await registry.check(engine.id);
  }
  return {
    engines: registry.list().map((engine) =>
      presentEngine(
        engine,
        registry.lastHealth(engine.id),
        // Every text-to-speech model speaks through every embedded text-to-speech engine (their voices decide which).
        engine.capabilities.includes("text_to_speech") ? SPEECH_MODELS.map((m) => m.modelId) : [],
      ),
    ),
  };
}
