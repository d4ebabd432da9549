import { rename } from "node:fs/promises";
import path from "node:path";
import type { LocalModelInfo } from "@vocable/contract";
import { addModel, createLocalModelEngines, listModels } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { presentLocalModel } from "../presenter";
import { localEngineId } from "./list-local-models";

const ARCHIVE = /\.(tar\.bz2|tar\.gz|tgz)$/i;

/**
 * Installs an uploaded model archive (operators only): the archive's checksum when given, unpacked
 * into MODELS_DIR with every file's checksum, a trial load in a separate process; a model that
 * loads becomes an engine at once (this instance; others at their next start) and its voices join
 * the catalogue. A model that fails its trial load stays installed as broken, with the reason.
 * 400 invalid_model for what cannot be installed (not an archive, a wrong checksum, an id taken).
 */
export async function addLocalModel(deps: Pick<AppDeps, "db" | "config" | "speech" | "log">, principal: Principal, form: UploadForm): Promise<LocalModelInfo> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const file = form.file;
  if (!file || file.size === 0) throw new ValidationError([{ loc: ["body", "file"], msg: "Send the model archive.", type: "missing" }]);
  const name = path.basename(file.name).replace(/[^A-Za-z0-9._-]/g, "_");
  if (!ARCHIVE.test(name)) throw new AppError("invalid_model", 400, "Send a sherpa-onnx model archive: a .tar.bz2, .tar.gz or .tgz file.");
  const sha256 = form.fields.sha256?.trim() || undefined;
  if (sha256 && !/^[0-9a-fA-F]{64}$/.test(sha256)) throw new ValidationError([{ loc: ["body", "sha256"], msg: "64 hex digits.", type: "string_pattern_mismatch" }]);
  const id = form.fields.model_id?.trim() || undefined;
  const archive = path.join(path.dirname(file.path), name);
  await rename(file.path, archive);
  let added;
  try {
    added = await addModel(archive, deps.config.modelsDir, { sha256, id });
  } catch (err) {
    // The store's messages name the files: say them as the operator knows them.
    const message = (err instanceof Error ? err.message : String(err)).replaceAll(archive, name).replaceAll(deps.config.modelsDir, "MODELS_DIR");
    throw new AppError("invalid_model", 400, message);
  }
  const engineId = localEngineId(added.descriptor.id);
  if (added.state.status === "ok") {
    const engine = (await createLocalModelEngines(deps.config.modelsDir)).find((e) => e.id === engineId);
    if (engine && !deps.speech.engines.get(engineId)) await deps.speech.addEngine(engine);
    else await engine?.close();
    deps.log.info(`local model ${added.descriptor.id} added (${added.descriptor.kind})${engine ? `, engine ${engineId}` : ""}`);
  }
  const listing = (await listModels(deps.config.modelsDir)).find((l) => l.id === added.descriptor.id)!;
  return presentLocalModel(listing, deps.speech.engines.get(engineId) ? engineId : null);
}
