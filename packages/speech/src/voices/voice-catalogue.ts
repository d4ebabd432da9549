import type { EngineRegistry, RegisteredEngine } from "../engines/engine-registry";
import type { EngineVoice } from "../engines/remote/remote-types";
import { ELEVENLABS_ALIAS_VOICES, PREMADE_VOICES, findPremadeVoice, previewTextFor, type PremadeVoice } from "./premade-voices";
import { premadeVoiceId } from "./voice-id";

/**
 * A voice of the catalogue: a premade voice of an embedded engine, or a voice another engine
 * offers (a local neural model, a remote server), with the engine's id in `engine` and its own
 * name for the voice in `engineVoice`.
 */
export type CatalogueVoice = Omit<PremadeVoice, "engine"> & {
  engine: string;
  /** A voice that speech is converted into and that does not read text (a voice-conversion server's model). */
  convertsOnly?: true;
};

/** How long a listing of an engine's voices may take before the previous listing is kept. */
const LIST_TIMEOUT_MS = 10_000;

/**
 * Every voice the server can speak with: the premade ones and those the engines with a
 * synthesizer list (and the voices of voice-conversion engines, marked `convertsOnly`) (refreshed by `refresh`, each engine's last good listing kept when it fails).
 * An engine voice's id is derived from the engine and its voice (stable across restarts), except
 * an ElevenLabs-compatible upstream's, whose ids are kept as they are upstream so clients that
 * stored them keep working (unless one is already taken here).
 */
export class VoiceCatalogue {
  private readonly byEngine = new Map<string, CatalogueVoice[]>();
  private byId = new Map<string, CatalogueVoice>();

  constructor(private readonly engines: EngineRegistry) {}

  /** Lists each synthesizing engine's voices again; returns the engines whose listing failed, with why. */
  async refresh(): Promise<{ engineId: string; error: string }[]> {
    const failures: { engineId: string; error: string }[] = [];
    for (const engine of this.engines.list()) {
      const lister = engine.synthesizer ?? engine.conversionVoices;
      if (!lister) continue;
      try {
        const listed = await lister.listVoices(AbortSignal.timeout(LIST_TIMEOUT_MS));
        this.byEngine.set(engine.id, listed.map((v) => this.toCatalogueVoice(engine, v)));
      } catch (err) {
        failures.push({ engineId: engine.id, error: err instanceof Error ? err.message : String(err) });
      }
    }
    for (const id of this.byEngine.keys()) if (!this.engines.get(id)) this.byEngine.delete(id);
    this.byId = new Map(this.engineVoices().map((v) => [v.voiceId, v]));
    return failures;
  }

  /** Premade voices first, then each engine's in registration order. */
  all(): CatalogueVoice[] {
    return [...PREMADE_VOICES, ...this.engineVoices()];
  }

  /**
   * The voice with this id: a premade voice, an engine's, or the alias of an ElevenLabs premade
   * id (an ElevenLabs-compatible upstream's own voice with that id comes before the alias).
   */
  find(voiceId: string): CatalogueVoice | undefined {
    const premade = findPremadeVoice(voiceId);
    if (premade && !premade.aliasOf) return premade;
    return this.byId.get(voiceId) ?? premade;
  }

  /** The aliases of ElevenLabs' premade voice ids that no engine answers with its own voice. */
  aliases(): CatalogueVoice[] {
    return ELEVENLABS_ALIAS_VOICES.filter((v) => !this.byId.has(v.voiceId));
  }

  /** The voices an engine listed last. */
  voicesOf(engineId: string): readonly CatalogueVoice[] {
    return this.byEngine.get(engineId) ?? [];
  }

  private engineVoices(): CatalogueVoice[] {
    return this.engines.list().flatMap((e) => this.byEngine.get(e.id) ?? []);
  }

  private toCatalogueVoice(engine: RegisteredEngine, voice: EngineVoice): CatalogueVoice {
    const taken = findPremadeVoice(voice.engineVoiceId);
    const keepId = engine.keepsVoiceIds && /^[A-Za-z0-9]{1,64}$/.test(voice.engineVoiceId) && (!taken || taken.aliasOf !== undefined);
    const gender = voice.gender ?? "neutral";
    return {
      voiceId: keepId ? voice.engineVoiceId : premadeVoiceId(engine.id, voice.engineVoiceId),
      name: voice.name,
      description: voice.description ?? `${voice.name}, a voice of ${engine.name}.`,
      labels: { accent: "", gender, age: "middle_aged", use_case: "", description: engine.kind === "remote" ? "remote" : "neural", language: voice.language },
      language: voice.language,
      locale: voice.language,
      engine: engine.id,
      engineVoice: voice.engineVoiceId,
      previewText: previewTextFor(voice.language, voice.name),
      ...(engine.synthesizer ? {} : { convertsOnly: true as const }),
    };
  }
}
