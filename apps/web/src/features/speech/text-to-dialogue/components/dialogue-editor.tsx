import type { PronunciationDictionaryLocator, Voice } from "@vocable/contract";
import { DIALOGUE_MAX_LINES, dialogueCharacters, textQuotaStatus } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { useUser } from "#features/accounts/user/api/use-user";
import { useGenerateDialogue } from "../api/use-generate-dialogue";
import { dialogueBlocker, lineVoice, spokenLines, withLineAdded, withLineChanged, withLineMoved, withLineRemoved, type EditorLine } from "../dialogue-lines";
import { useDialogueLines } from "../hooks/use-dialogue-lines";
import { ADD_LINE, lineKey, useLineFocus } from "../hooks/use-line-focus";
import { DialogueGenerateBar } from "./dialogue-generate-bar";
import { DialogueLineRow } from "./dialogue-line-row";

interface DialogueEditorProps {
  /** The page's voice: a line without its own speaks with it, and the first new lines start with it. */
  defaultVoice: Voice | undefined;
  /** The voices the page knows (the voice list's first page). */
  voices: readonly Voice[];
  modelId: string | undefined;
  dictionaries: PronunciationDictionaryLocator[];
}

const MAX_LINES_NOTE_ID = "dialogue-max-lines";

/**
 * Dialogue mode of the text-to-speech page: lines, each with its voice and text, kept in local
 * storage; "n / 3,000 characters" over all lines; Generate plays the dialogue as it streams.
 */
export function DialogueEditor({ defaultVoice, voices, modelId, dictionaries }: DialogueEditorProps) {
  const [lines, setLines] = useDialogueLines();
  // Voices picked from a search (beyond the list's first page) are known too.
  const [picked, setPicked] = useState<ReadonlyMap<string, Voice>>(new Map());
  const { register, focusAfterRender } = useLineFocus();
  const { generate, isPending } = useGenerateDialogue();
  const { data: user } = useUser();

  const fallbackVoiceId = defaultVoice?.voice_id ?? "";
  const voiceById = (id: string) => picked.get(id) ?? voices.find((v) => v.voice_id === id);
  const count = dialogueCharacters(lines);
  const overQuota = user ? textQuotaStatus(user.subscription, count).kind === "blocked" : false;
  const blocker = dialogueBlocker(lines, fallbackVoiceId, (id) => voiceById(id) !== undefined);
  const canGenerate = !blocker && !overQuota && !isPending;
  const atMaxLines = lines.length >= DIALOGUE_MAX_LINES;

  function onGenerate() {
    if (!canGenerate) return;
    generate({ inputs: spokenLines(lines, fallbackVoiceId), modelId, pronunciationDictionaryLocators: dictionaries });
  }

  function onAdd() {
    const next = withLineAdded(lines, fallbackVoiceId);
    setLines(next);
    focusAfterRender(lineKey(next[next.length - 1].id, "text"));
  }

  function onRemove(line: EditorLine, index: number) {
    const next = withLineRemoved(lines, line.id);
    setLines(next);
    const neighbour = next[index] ?? next[index - 1];
    focusAfterRender(...(neighbour ? [lineKey(neighbour.id, "remove"), lineKey(neighbour.id, "text")] : []), ADD_LINE);
  }

  function onMove(line: EditorLine, delta: -1 | 1) {
    setLines(withLineMoved(lines, line.id, delta));
    const [same, other] = delta < 0 ? (["up", "down"] as const) : (["down", "up"] as const);
    focusAfterRender(lineKey(line.id, same), lineKey(line.id, other));
  }

  return (
    <div className="flex flex-col gap-3" data-testid="dialogue-editor">
      <ol aria-label="Dialogue lines" className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <DialogueLineRow
            key={line.id}
            line={line}
            index={index}
            count={lines.length}
            voice={voiceById(lineVoice(line, fallbackVoiceId))}
            onText={(text) => setLines(withLineChanged(lines, line.id, { text }))}
            onVoice={(voice) => {
              setPicked(new Map(picked).set(voice.voice_id, voice));
              setLines(withLineChanged(lines, line.id, { voice_id: voice.voice_id }));
            }}
            onMove={(delta) => onMove(line, delta)}
            onRemove={() => onRemove(line, index)}
            onSubmit={onGenerate}
            register={register}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={register(ADD_LINE)}
          variant="secondary"
          size="sm"
          onClick={onAdd}
          disabled={atMaxLines}
          aria-describedby={atMaxLines ? MAX_LINES_NOTE_ID : undefined}
          data-testid="dialogue-add-line"
        >
          Add line
        </Button>
        {atMaxLines ? (
          <p id={MAX_LINES_NOTE_ID} className="text-xs text-muted-foreground" data-testid="dialogue-max-lines">
            A dialogue has at most {DIALOGUE_MAX_LINES} lines.
          </p>
        ) : null}
      </div>
      <DialogueGenerateBar
        count={count}
        blocker={blocker}
        showBlocker={blocker !== null && blocker.kind !== "empty" && (blocker.kind !== "no-voice" || voices.length > 0)}
        isPending={isPending}
        onGenerate={onGenerate}
      />
    </div>
  );
}
