import type { AppDeps } from "#platform/app-env";
import { editDubResource } from "./edit-dub-resource";

/**
 * A productions dub review accepted (issue 29): its checked lines of `language` written into the
 * dub, each changed line's clip stale until the workspace dubs it again in the studio (which
 * charges its characters as any studio re-dub does). Lines the review did not change stay as
 * they were. Answers how many lines changed.
 */
export async function applyReviewedLines(deps: Pick<AppDeps, "db">, workspaceId: string, dubId: string, language: string, lines: readonly { id: string; text: string }[]): Promise<number> {
  const reviewed = new Map(lines.map((l) => [l.id, l.text]));
  let changed = 0;
  await editDubResource(deps, { workspaceId }, dubId, (dub) => {
    changed = 0;
    const segments = dub.resource.segments.map((segment) => {
      const line = segment.translations[language];
      const text = reviewed.get(segment.id);
      if (!line || text === undefined || text === line.text) return segment;
      changed++;
      return { ...segment, translations: { ...segment.translations, [language]: { ...line, text, stale: true } } };
    });
    return { resource: { ...dub.resource, segments } };
  });
  return changed;
}
