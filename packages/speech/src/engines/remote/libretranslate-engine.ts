import { TranslationError, UnsupportedLanguagePairError, type Translate } from "../translation-types";
import type { RemoteEngineConfig } from "./engine-config";
import { UpstreamError } from "./remote-errors";
import type { EngineGuard } from "./resilience";
import { translateInBatches } from "./translation-batches";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";

/** How long the server's language list is trusted before it is asked again. */
export const LANGUAGES_TTL_MS = 5 * 60_000;

/** A language a LibreTranslate server offers, and those it translates it into. */
export interface LibreTranslateLanguage {
  code: string;
  name: string;
  targets: string[];
}

/**
 * Translation by a LibreTranslate server (libretranslate.com's API, self-hosted; Argos Translate
 * models): `POST {base}/translate` with JSON `{q: [...segments], source, target, format: "text",
 * api_key?}` → `{translatedText: [...]}` (and `detectedLanguage: [{confidence, language}]` per
 * segment with `source: "auto"`); errors come as `{"error": "..."}` (400, 403, 429, 500).
 *
 * Its `GET {base}/languages` (`[{code, name, targets}]`) is the health check, and is asked
 * before translating (kept 5 minutes) so that a pair the server does not offer is refused
 * naming the pair ({@link UnsupportedLanguagePairError}) rather than by its 400. Segments go at
 * most 40 or 6,000 characters per request (public instances limit both), one request after
 * another. The request's `context` has no place in this protocol and is not sent.
 */
export class LibreTranslateEngine {
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;
  readonly #now: () => number;
  #languages: { at: number; list: Promise<LibreTranslateLanguage[]> } | null = null;

  constructor(config: RemoteEngineConfig, guard: EngineGuard, opts: { now?: () => number } = {}) {
    this.#config = config;
    this.#guard = guard;
    this.#now = opts.now ?? Date.now;
  }

  /**
   * The server's languages, asked now (and kept for the next 5 minutes). The request is shared by
   * whoever asks meanwhile, so no caller's signal cuts it: the engine's timeout bounds it.
   */
  fetchLanguages(): Promise<LibreTranslateLanguage[]> {
    const list = this.askLanguages();
    const entry = { at: this.#now(), list };
    this.#languages = entry;
    // A failed answer is not kept: the next translation asks again.
    list.catch(() => {
      if (this.#languages === entry) this.#languages = null;
    });
    return list;
  }

  /** The server's languages, as asked within the last 5 minutes or asked now. */
  languages(): Promise<LibreTranslateLanguage[]> {
    const kept = this.#languages;
    return kept && this.#now() - kept.at < LANGUAGES_TTL_MS ? kept.list : this.fetchLanguages();
  }

  private async askLanguages(): Promise<LibreTranslateLanguage[]> {
    const url = `${this.#config.baseUrl}/languages`;
    const answer = await this.#guard.send((s) => fetch(url, { signal: s }));
    const body = await answer.json();
    if (!Array.isArray(body)) throw new UpstreamError(this.#config.id, answer.response.status, "its language list is not a list");
    const entries = body.filter((l): l is Json => isObject(l) && isString(l.code));
    const codes = entries.map((l) => l.code as string);
    // Older servers list no targets: every pair of their languages is taken as offered.
    return entries.map((l) => ({
      code: l.code as string,
      name: isString(l.name) ? l.name : (l.code as string),
      targets: Array.isArray(l.targets) ? l.targets.filter(isString) : codes.filter((c) => c !== l.code),
    }));
  }

  /** Throws {@link UnsupportedLanguagePairError} when the server's languages do not offer `from` → `to`. */
  private async checkPair(from: string, to: string, signal?: AbortSignal): Promise<void> {
    const languages = await this.languages();
    signal?.throwIfAborted();
    const refuse = (detail: string) => {
      throw new UnsupportedLanguagePairError(this.#config.id, from, to, detail);
    };
    if (from === "auto") {
      if (!languages.some((l) => l.targets.includes(to))) refuse(`its server translates nothing into ${to} (it offers ${languages.map((l) => l.code).join(", ") || "no languages"})`);
      return;
    }
    const source = languages.find((l) => l.code === from);
    if (!source) refuse(`its server has no ${from} (it offers ${languages.map((l) => l.code).join(", ") || "no languages"})`);
    else if (!source.targets.includes(to)) refuse(`its server translates ${from} only into ${source.targets.join(", ") || "nothing"}`);
  }

  readonly translate: Translate = async (request) => {
    if (request.from !== request.to) await this.checkPair(request.from, request.to, request.signal);
    return translateInBatches(this.#config.id, request, async (segments) => {
      const body = JSON.stringify({
        q: segments,
        source: request.from,
        target: request.to,
        format: "text",
        ...(this.#config.apiKey ? { api_key: this.#config.apiKey } : {}),
      });
      const url = `${this.#config.baseUrl}/translate`;
      const answer = await this.#guard.send((s) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: s }), request.signal);
      const json = await answer.json();
      if (!isObject(json) || !Array.isArray(json.translatedText) || !json.translatedText.every(isString)) {
        throw new TranslationError(this.#config.id, "its answer has no translatedText list of strings");
      }
      const detected = Array.isArray(json.detectedLanguage)
        ? json.detectedLanguage.flatMap((d) => (isObject(d) && isString(d.language) ? [d.language] : []))
        : undefined;
      return { texts: json.translatedText, ...(detected?.length ? { detected } : {}) };
    });
  };
}
