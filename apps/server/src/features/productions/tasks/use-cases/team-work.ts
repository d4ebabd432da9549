import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { decodeKeysetPosition, encodeKeysetPosition } from "#platform/keyset-token";
import { findMediaByIds } from "#features/productions/orders/work-repo";
import { hasQualification } from "#features/productions/producers/repo";
import { qualificationFor } from "../policy";
import { taskEarningCents } from "../presenter";
import { countOpenWork, openWorkSelect } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";

const KINDS: Record<string, string> = { transcription: "Transcription", translation: "Translation", review: "Review", dub_review: "Dub review" };

/** A team id (`transcription-en`): its kind and language, or 404. */
function parseTeam(teamId: string): { kind: string; language: string } {
  const at = teamId.lastIndexOf("-");
  const kind = teamId.slice(0, at);
  const language = teamId.slice(at + 1);
  if (at <= 0 || !KINDS[kind] || !/^[a-z]{2,3}$/.test(language)) throw new AppError("not_found", 404, `No team ${teamId}: teams are a kind of work and a language, such as transcription-en.`);
  return { kind, language };
}

/** GET /v1/productions/teams/{team_id}: the team, how much work waits, and whether the caller may take it. */
export async function getTeam(deps: Pick<AppDeps, "db">, principal: Principal, teamId: string) {
  const { kind, language } = parseTeam(teamId);
  await expireOverdueTasks(deps);
  const qualified = (await hasQualification(deps.db, principal.userId, [qualificationFor(language)])).size > 0;
  return { team_id: teamId, name: `${KINDS[kind]} (${language})`, kind, language, open_tasks: await countOpenWork(deps.db, teamId), qualified };
}

/** GET /v1/productions/teams/{team_id}/tasks: the team's open work, most urgent first (keyset pages; the page's media read at once). */
export async function listTeamWork(deps: Pick<AppDeps, "db">, teamId: string, q: { page_size: number; page_token?: string }) {
  parseTeam(teamId);
  await expireOverdueTasks(deps);
  const position = q.page_token ? decodeKeysetPosition(q.page_token) : null;
  const priority = position ? Number(position.kind) : NaN;
  if (q.page_token && (!position || !Number.isInteger(priority))) throw new ValidationError([{ loc: ["query", "page_token"], msg: "Invalid page token: pass the next_page_token of the previous page.", type: "value_error" }]);
  const rows = await openWorkSelect(deps.db, teamId, position ? { priority, createdAt: position.key, id: position.id } : null, keysetLimit(q.page_size));
  const page = keysetPage(rows, q.page_size, (last) => encodeKeysetPosition({ key: last.createdText, id: last.row.id, kind: String(last.row.priority) }));
  const media = await findMediaByIds(deps.db, page.rows.map(({ row }) => row.mediaId));
  const tasks = page.rows.map(({ row }) => ({
    description_id: row.id,
    team_id: row.teamId,
    kind: row.kind,
    language: row.language,
    priority: row.priority,
    media_seconds: media.get(row.mediaId)?.durationSeconds ?? 0,
    earning_cents: taskEarningCents(row),
    due_unix: row.dueAt ? Math.floor(row.dueAt.getTime() / 1000) : null,
    created_at_unix: Math.floor(row.createdAt.getTime() / 1000),
  }));
  return { tasks, has_more: page.hasMore, next_page_token: page.nextToken };
}
