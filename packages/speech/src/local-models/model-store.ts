/**
 * The operator's models in `MODELS_DIR`: one folder per model (`<id>/`, its files, its descriptor
 * `vocable-model.json` and its `state.json`). Adding copies or unpacks into `<id>.partial/` and
 * renames it into place once the descriptor is written, so a model folder is never half there;
 * then the model is probed in a child process and marked ok or broken.
 */
import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkFiles, sha256File } from "./file-checksums";
import { inspectModelFolder } from "./inspect-model-folder";
import { archiveBaseName, extractArchive, isModelArchive } from "./model-archive";
import { DESCRIPTOR_FILE, STATE_FILE, isValidModelId, modelIdFrom, readDescriptor, readState, writeJsonAtomic, writeState, type ModelDescriptor, type ModelState } from "./model-descriptor";
import { probeModel, type ProbeOptions } from "./probe-model";

/** A model as {@link listModels} shows it. */
export interface ModelListing {
  id: string;
  dir: string;
  /** Null when the descriptor cannot be read (the model is then broken, with the reason). */
  descriptor: ModelDescriptor | null;
  state: ModelState;
  /** Bytes of its files. */
  bytes: number;
}

export interface AddModelOptions extends ProbeOptions {
  /** SHA-256 (hex) the archive must have; checked before anything is unpacked. */
  sha256?: string;
  /** Folder name in MODELS_DIR; default the descriptor's id, else the folder or archive name. */
  id?: string;
}

const PARTIAL = ".partial";

function now(): string {
  return new Date().toISOString();
}

/** Moves the contents of a lone top-level folder up (archives usually wrap the model in one). */
async function hoistLoneFolder(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.length !== 1 || !entries[0].isDirectory()) return;
  const wrapper = path.join(dir, `.wrapper-${process.pid}`);
  await rename(path.join(dir, entries[0].name), wrapper);
  for (const name of await readdir(wrapper)) await rename(path.join(wrapper, name), path.join(dir, name));
  await rm(wrapper, { recursive: true });
}

/** Probes the installed model and records the verdict; the descriptor's sample rate is corrected to what the model says. */
async function probeAndRecord(dir: string, descriptor: ModelDescriptor, opts: ProbeOptions): Promise<{ descriptor: ModelDescriptor; state: ModelState }> {
  const result = await probeModel(dir, descriptor, opts);
  if (!result.ok) {
    const state: ModelState = { status: "broken", reason: result.reason, checkedAt: now() };
    await writeState(dir, state);
    return { descriptor, state };
  }
  if (result.sampleRate > 0 && result.sampleRate !== descriptor.sampleRate) {
    descriptor = { ...descriptor, sampleRate: result.sampleRate };
    await writeJsonAtomic(path.join(dir, DESCRIPTOR_FILE), descriptor);
  }
  const state: ModelState = { status: "ok", reason: null, checkedAt: now(), probe: result.figures };
  await writeState(dir, state);
  return { descriptor, state };
}

/**
 * Installs the model in `source` (a folder, or a `.tar.gz`/`.tar.bz2` archive) into `modelsDir`
 * and probes it. Rejects, installing nothing, when the archive's checksum differs from
 * `opts.sha256`, the archive cannot be unpacked, the id is taken or invalid, or the folder holds
 * no recognisable model. A model that installs but fails its probe (or whose files differ from
 * the checksums its own descriptor gives) stays installed as `broken`, with the reason.
 */
export async function addModel(source: string, modelsDir: string, opts: AddModelOptions = {}): Promise<{ descriptor: ModelDescriptor; state: ModelState }> {
  const info = await stat(source).catch(() => null);
  if (!info) throw new Error(`${source} does not exist`);
  const archive = info.isFile();
  if (archive && !isModelArchive(source)) throw new Error(`${source}: give a model folder or a .tar.gz, .tgz or .tar.bz2 archive`);
  if (!archive && opts.sha256) throw new Error("--sha256 checks an archive; a folder's files are checked against the checksums in its vocable-model.json");
  if (opts.sha256) {
    const expected = opts.sha256.trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(expected)) throw new Error("the expected SHA-256 must be 64 hex digits");
    const actual = await sha256File(source);
    if (actual !== expected) throw new Error(`${source}: its SHA-256 is ${actual}, expected ${expected}; the download is damaged or another file. Nothing was installed.`);
  }
  let given: string | undefined;
  if (!archive) given = await readDescriptor(source).then((d) => d.id, () => undefined);
  const sourceName = archive ? archiveBaseName(source) : path.basename(path.resolve(source));
  const id = opts.id ?? given ?? modelIdFrom(sourceName);
  if (!isValidModelId(id)) throw new Error(`"${id}" cannot name a model: use 1-100 of a-z 0-9 . _ - (pass --id)`);
  await mkdir(modelsDir, { recursive: true });
  const target = path.join(modelsDir, id);
  if (await stat(target).catch(() => null)) throw new Error(`a model ${id} is already installed in ${modelsDir}; remove it first or choose another id`);
  const partial = target + PARTIAL;
  await rm(partial, { recursive: true, force: true }); // left by an add that was interrupted
  await mkdir(partial);
  let descriptor: ModelDescriptor;
  let problems: string[];
  try {
    if (archive) await extractArchive(source, partial);
    else await cp(source, partial, { recursive: true, dereference: true, filter: (file) => path.relative(source, file) !== STATE_FILE });
    if (archive) await hoistLoneFolder(partial);
    ({ descriptor, problems } = await inspectModelFolder(partial, { id, name: sourceName }));
    await writeJsonAtomic(path.join(partial, DESCRIPTOR_FILE), descriptor);
    const state: ModelState = problems.length ? { status: "broken", reason: problems.join("; "), checkedAt: now() } : { status: "unchecked", reason: null, checkedAt: null };
    await writeState(partial, state);
    await rename(partial, target);
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
  if (problems.length) return { descriptor, state: await readState(target) };
  return probeAndRecord(target, descriptor, opts);
}

/** The models in `modelsDir` (none when it does not exist), by id, with their state and size. */
export async function listModels(modelsDir: string): Promise<ModelListing[]> {
  const entries = await readdir(modelsDir, { withFileTypes: true }).catch(() => []);
  const listings: ModelListing[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.endsWith(PARTIAL) || entry.name.startsWith(".")) continue;
    const dir = path.join(modelsDir, entry.name);
    try {
      const descriptor = await readDescriptor(dir);
      let state = await readState(dir);
      if (descriptor.id !== entry.name) state = { status: "broken", reason: `its descriptor's id is ${descriptor.id} but its folder is ${entry.name}`, checkedAt: state.checkedAt };
      listings.push({ id: entry.name, dir, descriptor, state, bytes: descriptor.files.reduce((sum, f) => sum + f.bytes, 0) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      listings.push({ id: entry.name, dir, descriptor: null, state: { status: "broken", reason, checkedAt: null }, bytes: 0 });
    }
  }
  return listings.sort((a, b) => a.id.localeCompare(b.id));
}

function modelDir(modelsDir: string, id: string): string {
  if (!isValidModelId(id)) throw new Error(`"${id}" is not a model id`);
  return path.join(modelsDir, id);
}

/** Deletes the model `id` (and any interrupted add of it); rejects when there is none. */
export async function removeModel(modelsDir: string, id: string): Promise<void> {
  const dir = modelDir(modelsDir, id);
  const exists = await stat(path.join(dir, DESCRIPTOR_FILE)).catch(() => null);
  const partial = await stat(dir + PARTIAL).catch(() => null);
  if (!exists && !partial) throw new Error(`no model ${id} in ${modelsDir}`);
  await rm(dir + PARTIAL, { recursive: true, force: true });
  if (exists) await rm(dir, { recursive: true, force: true });
}

/**
 * Checks every file of the model `id` against its descriptor's checksums again; a missing or
 * changed file marks it broken, naming the file. When they match and `opts.probe` is not false the
 * model is probed again, so a model fixed by hand (its descriptor edited) can become ok. Resolves
 * with the new state; rejects when there is no such model.
 */
export async function verifyModel(modelsDir: string, id: string, opts: ProbeOptions & { probe?: boolean } = {}): Promise<ModelState> {
  const dir = modelDir(modelsDir, id);
  if (!(await stat(path.join(dir, DESCRIPTOR_FILE)).catch(() => null))) throw new Error(`no model ${id} in ${modelsDir}`);
  let descriptor: ModelDescriptor;
  try {
    descriptor = await readDescriptor(dir);
  } catch (err) {
    const state: ModelState = { status: "broken", reason: err instanceof Error ? err.message : String(err), checkedAt: now() };
    await writeState(dir, state);
    return state;
  }
  const problems = await checkFiles(dir, descriptor.files);
  if (problems.length) {
    const state: ModelState = { status: "broken", reason: problems.join("; "), checkedAt: now() };
    await writeState(dir, state);
    return state;
  }
  if (opts.probe === false) return readState(dir);
  return (await probeAndRecord(dir, descriptor, opts)).state;
}
