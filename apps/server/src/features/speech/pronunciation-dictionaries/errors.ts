import { AppError, notFound } from "#platform/errors";

export const dictionaryNotFound = (id: string) => notFound("pronunciation_dictionary_not_found", `Pronunciation dictionary ${id} was not found.`);
export const versionNotFound = (id: string, versionId: string) =>
  notFound("pronunciation_dictionary_version_not_found", `Pronunciation dictionary ${id} has no version ${versionId}.`);
export const dictionaryArchived = (id: string) =>
  new AppError("pronunciation_dictionary_archived", 400, `Pronunciation dictionary ${id} is archived; restore it (archived: false) to use it.`);
