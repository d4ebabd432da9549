import { listModels, removeModel } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { localEngineId } from "./list-local-models";

/** Removes a model from MODELS_DIR (operators only): its engine stops and its voices leave the catalogue first. 404 when it is not installed. */
export async function removeLocalModel(deps: Pick<AppDeps, "db" | "config" | "speech">, principal: Principal, modelId: string): Promise<void> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const installed = (await listModels(deps.config.modelsDir)).some((l) => l.id === modelId);
  if (!installed) throw new AppError("model_not_installed", 404, `There is no model ${modelId} in MODELS_DIR.`);
  await deps.speech.removeEngine(localEngineId(modelId));
  await removeModel(deps.config.modelsDir, modelId);
}
