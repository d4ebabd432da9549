import { dubCharacterCost } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { chooseDubLanguages } from "#features/dubbing/dubs/use-cases/choose-dub-languages";
import { editDubResource } from "./edit-dub-resource";

/**
 * POST …/language: a new target language of the dub, charged as the dub charged its first (a
 * minute of source, at the dub's watermark rate) and refused like creation refuses it (no voice
 * for it, no translation engine for the pair, over the quota). Its lines are translated and
 * dubbed by the translate and dub calls, then rendered.
 */
export async function addDubLanguage(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, dubId: string, language: string | undefined) {
  if (!language) throw new AppError("invalid_request", 400, "language: name the language to add (ISO 639-1, for example es).");
  return editDubResource(deps, principal, dubId, (dub) => {
    if (dub.targetLanguages.includes(language)) throw new AppError("invalid_request", 400, `This dub is already in ${language}.`);
    chooseDubLanguages(deps.speech, dub.sourceLanguage ?? dub.requestedSourceLanguage, language);
    return {
      resource: dub.resource,
      targetLanguages: [...dub.targetLanguages, language],
      charge: dubCharacterCost(dub.sourceSeconds, 1, dub.watermark),
    };
  });
}
