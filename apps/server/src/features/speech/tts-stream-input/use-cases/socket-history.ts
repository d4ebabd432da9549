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

/**
 * A socket's one history item (with `enable_logging`): the chunks it spoke whole, one after the
 * other, their audio in one file and their timings on one time line. Each chunk was charged on its
 * own as it was spoken; the item names the first charge's start and the last one's end. A chunk cut
 * short by the client leaving is charged for what was sent but is not in the item.
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
  ) {}

  /** A piece's audio, as it is sent. */
  async addAudio(audio: Uint8Array): Promise<void> {
    if (audio.length === 0) return;
    this.spool ??= await AudioSpool.create(this.deps.config.dataDir, `socket-${this.id}`);
    await this.spool.append(audio);
  }

  /** A chunk spoken whole: its text and timings join the item. */
  addSpoken(speech: StartedSpeech, text: string, alignment: CharacterAlignment, seconds: number): void {
    this.first ??= speech;
    this.lastChargeTo = speech.charge.to;
    this.text += text;
    appendAlignment(this.alignment, shifted(alignment, this.seconds));
    this.seconds += seconds;
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

  static create(deps: Pick<AppDeps, "db" | "storage" | "config">): SocketHistory {
    return new SocketHistory(deps, newId());
  }
}
