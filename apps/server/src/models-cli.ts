/**
 * `npm run models -- <command>`: the operator's local neural models (sherpa-onnx), in the models
 * folder: MODELS_DIR as the server reads it (default `DATA_DIR/models`), or `--models-dir`.
 *
 *   add <folder|archive> [--sha256 HEX] [--id ID]   install a model folder or .tar.gz/.tar.bz2 archive, then probe it
 *   list                                            every model, its status (ok, broken and why, unchecked) and size
 *   remove <id>                                     delete a model
 *   verify <id>                                     check its files' checksums again, then probe it again
 *
 * Exit codes: 0 done, 1 failed (or the model is broken), 2 usage.
 */
import path from "node:path";
import { addModel, listModels, localModelSupport, removeModel, verifyModel, type ModelListing, type ModelState } from "@vocable/speech";
import { ConfigError, loadConfig } from "#platform/env";

const USAGE = "usage: npm run models -- add <folder|archive> [--sha256 HEX] [--id ID] | list | remove <id> | verify <id>   [--models-dir DIR]";
const OPTIONS = new Set(["--sha256", "--id", "--models-dir"]);

class UsageError extends Error {}

/** Positional arguments and `--name value` options; an unknown option or one without its value is a usage error. */
function parseArgs(args: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    if (!OPTIONS.has(arg)) throw new UsageError(`unknown option ${arg}`);
    const value = args[++i];
    if (value === undefined || value.startsWith("--")) throw new UsageError(`${arg} needs a value`);
    options.set(arg, value);
  }
  return { positional, options };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function probeSummary(state: ModelState): string {
  const probe = state.probe;
  if (!probe) return "";
  const speech = probe.synthesisSeconds !== undefined && probe.audioSeconds ? `, ${probe.audioSeconds} s of speech in ${probe.synthesisSeconds} s` : "";
  return ` (loaded in ${probe.loadSeconds} s${speech})`;
}

function stateLine(state: ModelState): string {
  return state.status === "broken" ? `broken: ${state.reason}` : `${state.status}${probeSummary(state)}`;
}

function listingLines(model: ModelListing): string[] {
  const d = model.descriptor;
  if (!d) return [`${model.id}  broken: ${model.state.reason}`];
  const support = localModelSupport(d.kind);
  const voices = d.voices ? `, ${d.voices.length} voice${d.voices.length === 1 ? "" : "s"}` : "";
  const lines = [
    `${model.id}  ${d.kind}  ${model.state.status}  ${megabytes(model.bytes)}  ${d.languages.join(",") || "-"}${voices}  ${d.sampleRate} Hz`,
    `  ${d.name}; licence: ${d.license}`,
  ];
  if (model.state.status === "broken") lines.push(`  broken: ${model.state.reason}`);
  if (!support.supported) lines.push(`  ${support.note}`);
  return lines;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!command) throw new UsageError("no command");
  const { positional, options } = parseArgs(rest);
  const modelsDir = path.resolve(options.get("--models-dir") ?? loadConfig().modelsDir);
  switch (command) {
    case "add": {
      if (positional.length !== 1) throw new UsageError("add needs one model folder or archive");
      const { descriptor, state } = await addModel(positional[0], modelsDir, { sha256: options.get("--sha256"), id: options.get("--id") });
      const files = descriptor.files.reduce((sum, f) => sum + f.bytes, 0);
      console.log(`added ${descriptor.id} to ${modelsDir}: ${descriptor.kind}, ${descriptor.files.length} files, ${megabytes(files)}, every file's SHA-256 recorded`);
      console.log(`${descriptor.id}: ${stateLine(state)}`);
      const support = localModelSupport(descriptor.kind);
      if (!support.supported) console.log(`${descriptor.id}: ${support.note}`);
      return state.status === "ok" ? 0 : 1;
    }
    case "list": {
      if (positional.length) throw new UsageError("list takes no arguments");
      const models = await listModels(modelsDir);
      if (models.length === 0) console.log(`no models in ${modelsDir}`);
      for (const model of models) console.log(listingLines(model).join("\n"));
      return 0;
    }
    case "remove": {
      if (positional.length !== 1) throw new UsageError("remove needs a model id");
      await removeModel(modelsDir, positional[0]);
      console.log(`removed ${positional[0]} from ${modelsDir}`);
      return 0;
    }
    case "verify": {
      if (positional.length !== 1) throw new UsageError("verify needs a model id");
      const state = await verifyModel(modelsDir, positional[0]);
      console.log(`${positional[0]}: ${stateLine(state)}`);
      return state.status === "ok" ? 0 : 1;
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) console.error(`${err.message}\n${USAGE}`);
    else if (err instanceof ConfigError) console.error(err.message);
    else console.error(err instanceof Error ? err.message : String(err));
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
