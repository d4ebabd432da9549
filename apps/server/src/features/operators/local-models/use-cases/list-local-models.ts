import type { LocalModelList } from "@vocable/contract";
import { listModels } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { presentLocalModel } from "../presenter";

/** The engine id of a local model (`local-<id>`), as createLocalModelEngines names it. */
export const localEngineId = (modelId: string) => `local-${modelId}`;

/** Every model in MODELS_DIR with its status (operators only). */
export async function listLocalModels(deps: Pick<AppDeps, "db" | "config" | "speech">, principal: Principal): Promise<LocalModelList> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const listings = await listModels(deps.config.modelsDir);
  return { models: listings.map((l) => presentLocalModel(l, deps.speech.engines.get(localEngineId(l.id)) ? localEngineId(l.id) : null)) };
}
