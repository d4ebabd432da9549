/**
 * A producer's teams. A team is a kind of work in a language (`transcription-en`,
 * `translation-en` (subtitles translated into it), `review-en`, `dub_review-en`); every kind in a language needs the language's `transcription-<lang>`
 * qualification, and reviews also need the producer out of probation.
 */

export const TEAM_KINDS = ["transcription", "translation", "review", "dub_review"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

const PREFIX = "transcription-";

/** The languages of the held `transcription-<lang>` qualifications, sorted, without repeats. */
export function heldLanguages(qualifications: readonly { qualification: string; held: boolean }[]): string[] {
  const langs = qualifications.filter((q) => q.held && q.qualification.startsWith(PREFIX)).map((q) => q.qualification.slice(PREFIX.length));
  return [...new Set(langs)].filter((l) => /^[a-z]{2,3}$/.test(l)).sort();
}

/** The team ids the producer may take work from: each held language's kinds (no reviews in probation). */
export function producerTeams(languages: readonly string[], inProbation: boolean): string[] {
  const kinds = TEAM_KINDS.filter((kind) => !(inProbation && kind === "review"));
  return languages.flatMap((language) => kinds.map((kind) => teamId(kind, language)));
}

export function teamId(kind: TeamKind, language: string): string {
  return `${kind}-${language}`;
}
