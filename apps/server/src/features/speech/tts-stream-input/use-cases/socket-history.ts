import type { CharacterAlignment } from "@vocable/contract";
import { appendAlignment, emptyAlignment, type OutputFormat } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { insertHistoryItem } from "#features/speech/history/repo";
import { AudioSpool } from "#features/speech/tts/audio-spool";
import type { StartedSpeech } from "#features/speech/tts/use-cases/start-speech";

/** Shifts an alignment later by `offset` seconds. */
function shifted(a: CharacterAlignment, offset: number): CharacterAlignment {
  return {
    characters: a.characters,
    character_start_times_seconds: a.character_start_times_seconds.map((t) => t + offset),
    character_end_times_seconds: a.character_end_times_seconds.map((t) => t + offset),
  };
}

/** A dialogue line of a socket's item: one speaker's turn. */
interface TurnLine {
  turn: number;
  text: string;
  voice_id: string;
  voice_name: string;
}

/**
 * A socket's one history item (with `enable_logging`): the chunks it spoke whole, one after the
 * other, their audio in one file and their timings on one time line. Each chunk was charged on its
 * own as it was spoken; the item names the first charge's start and the last one's end. A chunk cut
 * short by the client leaving is charged for what was sent but is not in the item. A dialogue
 * socket's item holds its `dialogue`: a line per turn, the lines' texts joined by line breaks (a
 * zero-length character in the timings) as the text-to-dialogue calls keep them.
 */
export class SocketHistory {
  private spool: AudioSpool | null = null;
  private text = "";
  private readonly alignment = emptyAlignment();
  private seconds = 0;
  private first: StartedSpeech | null = null;
  private lastChargeTo = 0;

  constructor(
    private readonly deps: Pick<AppDeps, "db" | "storage" | "config">,
    private readonly id: string,
    /** Kept as a dialogue (a line per turn), or null for a text-to-speech socket's item. */
    private readonly lines: TurnLine[] | null = null,
  ) {}

  /** A piece's audio, as it is sent. */
  async addAudio(audio: Uint8Array): Promise<void> {
    if (audio.length === 0) return;
    this.spool ??= await AudioSpool.create(this.deps.config.dataDir, `socket-${this.id}`);
    await this.spool.append(audio);
  }

  /** A chunk spoken whole (in `turn`): its text and timings join the item. */
  addSpoken(speech: StartedSpeech, text: string, alignment: CharacterAlignment, seconds: number, turn = 0): void {
    this.first ??= speech;
    this.lastChargeTo = speech.charge.to;
    if (this.lines) this.addToLine(speech, text, turn);
    this.text += text;
    appendAlignment(this.alignment, shifted(alignment, this.seconds));
    this.seconds += seconds;
  }

  /** The chunk's text joins its turn's line, or starts the next line after a line break. */
  private addToLine(speech: StartedSpeech, text: string, turn: number): void {
    const lines = this.lines!;
    const last = lines.at(-1);
    if (last?.turn === turn) {
      last.text += text;
      return;
    }
    if (last) {
      this.text += "\n";
      appendAlignment(this.alignment, { characters: ["\n"], character_start_times_seconds: [this.seconds], character_end_times_seconds: [this.seconds] });
    }
    lines.push({ turn, text, voice_id: speech.spoken.voiceId, voice_name: speech.spoken.voiceName });
  }

  /** Keeps the item (when anything was spoken whole) and removes the working file. */
  async keep(principal: Principal, requestId: string, requestedModelId: string | undefined, format: OutputFormat): Promise<string | null> {
    const spool = this.spool;
    this.spool = null;
    try {
      const first = this.first;
      if (!spool || !first || !this.text.trim()) return null;
      await spool.seal();
      const storageKey = `history/${principal.workspaceId}/${this.id}.${format.extension}`;
      await this.deps.storage.put(storageKey, spool.read(), { contentType: format.contentType });
      const { spoken } = first;
      await insertHistoryItem(this.deps.db, {
        id: this.id,
        workspaceId: principal.workspaceId,
        userId: principal.userId,
        requestId,
        voiceId: spoken.voiceId,
        voiceName: spoken.voiceName,
        voiceCategory: spoken.voiceCategory,
        modelId: spoken.modelId,
        requestedModelId: requestedModelId || spoken.modelId,
        text: this.text,
        settings: spoken.settings,
        source: "TTS",
        outputFormat: format.id,
        contentType: format.contentType,
        storageKey,
        characterCountChangeFrom: first.charge.from,
        characterCountChangeTo: this.lastChargeTo,
        alignment: this.alignment,
        dialogue: this.lines?.map(({ text, voice_id, voice_name }) => ({ text, voice_id, voice_name })) ?? null,
      });
      return this.id;
    } finally {
      await spool?.remove();
    }
  }

  /** Drops what was gathered (logging off, or nothing to keep). */
  async discard(): Promise<void> {
    await this.spool?.remove();
    this.spool = null;
  }

  static create(deps: Pick<AppDeps, "db" | "storage" | "config">, kind: "speech" | "dialogue" = "speech"): SocketHistory {
    return new SocketHistory(deps, newId(), kind === "dialogue" ? [] : null);
  }
}
