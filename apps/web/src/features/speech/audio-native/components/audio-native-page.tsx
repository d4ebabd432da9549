import type { AudioNativeProjectSummary } from "@vocable/contract";
import { formatRelativeTime } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useAudioNativeProjects } from "../api/use-audio-native-projects";
import { useConvertAudioNativeProject } from "../api/use-convert-audio-native-project";
import { CreateProjectDialog } from "./create-project-dialog";
import { SettingsDialog } from "./settings-dialog";

function statusText(p: AudioNativeProjectSummary): string {
  if (p.status === "processing") return "Converting…";
  if (p.status === "failed") return `Conversion failed: ${p.conversion_error ?? "unknown reason"}`;
  if (p.published) return p.conversion_error ? `Published (the last conversion failed: ${p.conversion_error})` : "Published";
  return "No audio yet";
}

function created(unix: number): string {
  const now = Math.floor(Date.now() / 1000);
  return formatRelativeTime(unix, Math.max(now, unix));
}

async function copySnippet(snippet: string) {
  try {
    await navigator.clipboard.writeText(snippet);
    toast.success("Embed code copied to clipboard");
  } catch {
    toast.error("Could not copy: select the code and copy it yourself.");
  }
}

/** Audio Native: the workspace's embeddable article players; create, convert, set up the player, copy the embed code. */
export function AudioNativePage() {
  const list = useAudioNativeProjects();
  const convert = useConvertAudioNativeProject();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AudioNativeProjectSummary | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const projects = list.data?.pages.flatMap((p) => p.projects) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Audio Native</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Your articles read aloud by a player you paste into your own pages. Each conversion is charged as text to speech, one character per character read.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="audio-native-create">
          New project
        </Button>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading projects" />
        </div>
      ) : list.error ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : projects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">No projects yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="audio-native-list">
          {projects.map((p) => {
            const readOnly = p.can_edit ? undefined : "Only its creator and the workspace's admins can change it.";
            return (
              <li key={p.project_id} className="flex flex-col gap-2 px-4 py-3" data-testid="audio-native-row">
                <div className="flex flex-wrap items-center gap-3">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium">
                      {p.name}
                      {!p.enabled ? <span className="ml-2 text-xs font-normal text-muted-foreground">(hidden)</span> : null}
                    </span>
                    <span className="text-xs text-muted-foreground" data-testid="audio-native-status" aria-live="polite">
                      {statusText(p)} · {p.characters.toLocaleString()} characters · created {created(p.created_at_unix)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    <Button variant="ghost" size="sm" onClick={() => void copySnippet(p.html_snippet)} aria-label={`Copy the embed code of ${p.name}`}>
                      <Icon name="copy" /> Embed code
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setOpen(open === p.project_id ? null : p.project_id)} aria-expanded={open === p.project_id} disabled={!p.published}>
                      <Icon name="play" /> Preview
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(p)} disabled={!p.can_edit} title={readOnly}>
                      <Icon name="settings" /> Player
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => convert.mutate(p.project_id)}
                      disabled={!p.can_edit || p.characters === 0 || p.status === "processing" || convert.isPending}
                      title={readOnly}
                    >
                      Convert again
                    </Button>
                  </div>
                </div>
                {open === p.project_id && p.published ? (
                  <iframe src={p.player_url} title={`Player of ${p.name}`} className="h-24 w-full rounded-lg border border-zinc-200 dark:border-zinc-800" />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? "Loading…" : "Show more"}
        </Button>
      ) : null}
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <SettingsDialog project={editing ? { id: editing.project_id, name: editing.name, pageUrl: editing.page_url, enabled: editing.enabled } : null} onClose={() => setEditing(null)} />
    </div>
  );
}
