import { formatLabel } from "@vocable/domain";
import type { VoiceAccents } from "@vocable/contract";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { listLibraryAccents as listAccentRows } from "../repo";

const primary = (language: string) => language.toLowerCase().split("-")[0]!;

/**
 * `voices.accents.get`: the accents of the voice library's listed voices (what GET
 * /v1/shared-voices' `accent` filter finds), of one language, or of the languages a model speaks.
 * An unknown model is 400 naming model_id.
 */
export async function listLibraryAccents(deps: Pick<AppDeps, "db" | "speech">, query: { language?: string; model_id?: string }): Promise<VoiceAccents> {
  let languages: Set<string> | null = null;
  if (query.model_id !== undefined) {
    const id = query.model_id;
    // Any model GET /v1/models lists (the voice changer's too), by its id or an ElevenLabs id it serves.
    const model = deps.speech.resolveModel(id) ?? deps.speech.models().find((m) => m.modelId === id || m.servesAliases.includes(id));
    if (!model) throw new AppError("model_not_found", 400, `model_id: there is no model "${query.model_id.slice(0, 100)}"; GET /v1/models lists them.`);
    languages = new Set(model.languages.map((l) => primary(l.language_id)));
  }
  const rows = await listAccentRows(deps.db, query.language);
  return {
    accents: rows
      .filter((r) => !languages || languages.has(primary(r.language)))
      .map((r) => ({ accent: r.accent, language: r.language, code: r.accent, name: formatLabel(r.accent.replace(/-/g, " ")) })),
  };
}
