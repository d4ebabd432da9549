import type { PronunciationDictionaryLocator } from "@vocable/contract";
import { characterCost, formatCount, formatInteger, textQuotaMessage, textQuotaStatus, type TextQuotaStatus } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { DictionaryPicker } from "#features/speech/pronunciation-dictionaries/components/dictionary-picker";
import { VoiceSafetyDialogs } from "#features/voices/voice-safety/components/voice-safety-dialogs";
import { DialogueEditor } from "#features/speech/text-to-dialogue/components/dialogue-editor";
import { MODE_PANEL_ID, ModeTabs, modeTabId } from "#features/speech/text-to-dialogue/components/mode-tabs";
import { useTtsMode } from "#features/speech/text-to-dialogue/hooks/use-tts-mode";
import { useDefaultSettings } from "../api/use-default-settings";
import { useGenerateSpeech } from "../api/use-generate-speech";
import { useModels } from "../api/use-models";
import { useVoices } from "../api/use-voices";
import { useTtsDraft } from "../hooks/use-tts-draft";
import { useTtsSelections } from "../hooks/use-tts-selections";
import { FALLBACK_SETTINGS, pickAvailable } from "../voice-settings";
import { ModelPicker } from "./model-picker";
import { useUser } from "#features/accounts/user/api/use-user";
import { QUOTA_WARNING_ID, QuotaLine, QuotaWarning } from "./quota-line";
import { VoicePicker } from "./voice-picker";
import { VoiceSettingsPanel } from "./voice-settings-panel";

/**
 * Text to speech: text, model, voice and settings; Generate plays the result in the player. In
 * Dialogue mode the text box is a dialogue's lines, each with its voice (text-to-dialogue).
 */
export function TextToSpeechPage() {
  const [mode, setMode] = useTtsMode();
  const [text, setText] = useTtsDraft();
  const [dictionaries, setDictionaries] = useState<PronunciationDictionaryLocator[]>([]);
  const selections = useTtsSelections();
  const models = useModels();
  const voices = useVoices("");
  const defaults = useDefaultSettings();
  const { generate, isPending, approximated } = useGenerateSpeech();

  const modelList = models.data;
  const modelId = pickAvailable(selections.modelId, modelList?.map((m) => m.model_id) ?? []);
  const model = modelList?.find((m) => m.model_id === modelId);
  const voiceList = voices.data?.voices ?? [];
  const voiceId = pickAvailable(selections.voiceId, voiceList.map((v) => v.voice_id));
  const voice = voiceList.find((v) => v.voice_id === voiceId);
  const defaultSettings = defaults.data ?? FALLBACK_SETTINGS;
  const settings = selections.settings ?? defaultSettings;

  const count = characterCost(text);
  const maxLength = model?.maximum_text_length_per_request;
  const tooLong = maxLength !== undefined && maxLength > 0 && count > maxLength;
  const { data: user } = useUser();
  const quota: TextQuotaStatus = user ? textQuotaStatus(user.subscription, count) : { kind: "ok" };
  const quotaMessage = user ? textQuotaMessage(quota, user.subscription.tier) : null;
  const overQuota = quota.kind === "blocked";
  const canGenerate = text.trim() !== "" && !isPending && Boolean(voice) && Boolean(model) && !tooLong && !overQuota;

  function onGenerate() {
    if (!canGenerate || !voice || !model) return;
    generate({ voiceId: voice.voice_id, voiceName: voice.name, text, modelId: model.model_id, settings, pronunciationDictionaryLocators: dictionaries });
  }

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <section className="flex min-w-0 flex-1 flex-col gap-3" aria-labelledby="tts-heading">
        <h1 id="tts-heading" className="text-xl font-semibold">
          Text to Speech
        </h1>
        <ModeTabs mode={mode} onChange={setMode} />
        <div role="tabpanel" id={MODE_PANEL_ID} aria-labelledby={modeTabId(mode)} className="flex flex-col gap-3">
          {mode === "dialogue" ? (
            <DialogueEditor defaultVoice={voice} voices={voiceList} modelId={model?.model_id} dictionaries={dictionaries} />
          ) : (
            <>
              <label htmlFor="tts-text" className="sr-only">
                Text
              </label>
              <Textarea
                id="tts-text"
                data-testid="tts-text"
                rows={12}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
                    e.preventDefault();
                    onGenerate();
                  }
                }}
                placeholder="Start typing here or paste any text you want to turn into lifelike speech…"
                aria-invalid={tooLong || overQuota || undefined}
                aria-describedby={quota.kind === "ok" ? "tts-count" : `tts-count ${QUOTA_WARNING_ID}`}
                className="min-h-64 text-base leading-relaxed"
              />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div id="tts-count" className="flex flex-col text-xs text-muted-foreground">
                  <span data-testid="tts-char-count" className={tooLong || overQuota ? "text-red-600 dark:text-red-400" : undefined}>
                    {formatInteger(count)}
                    {maxLength ? ` / ${formatCount(maxLength)}` : ""} characters
                  </span>
                  <QuotaLine overQuota={overQuota} />
                </div>
                <Button
                  onClick={onGenerate}
                  disabled={!canGenerate}
                  aria-describedby={overQuota ? QUOTA_WARNING_ID : undefined}
                  title={overQuota ? (quotaMessage ?? undefined) : undefined}
                  data-testid="tts-generate"
                  className="min-w-36"
                >
                  {isPending ? (
                    <>
                      <Spinner label="Generating" /> Generating…
                    </>
                  ) : (
                    "Generate speech"
                  )}
                </Button>
              </div>
              {tooLong ? (
                <p role="alert" className="text-xs text-red-600 dark:text-red-400">
                  This model accepts at most {formatInteger(maxLength ?? 0)} characters per request.
                </p>
              ) : null}
              <QuotaWarning status={quota} message={quotaMessage} />
              {approximated ? (
                <p role="status" data-testid="tts-approximated" className="text-xs text-amber-700 dark:text-amber-400">
                  {approximated.voiceName} cannot make every sound of your pronunciation rules, so it used the closest ones for:{" "}
                  {approximated.rules.join(", ")}.
                </p>
              ) : null}
            </>
          )}
        </div>
      </section>

      <aside
        aria-label="Voice and settings"
        className="flex w-full flex-col gap-5 rounded-xl border border-zinc-200 p-4 lg:w-80 lg:shrink-0 dark:border-zinc-800"
      >
        {mode === "text" ? <VoicePicker selected={voice} onSelect={(v) => selections.setVoiceId(v.voice_id)} /> : null}
        <ModelPicker
          models={modelList}
          error={models.error}
          onRetry={() => void models.refetch()}
          retrying={models.isFetching}
          value={modelId}
          onChange={selections.setModelId}
        />
        {mode === "text" ? (
          <VoiceSettingsPanel
            value={settings}
            isDefault={selections.settings === null}
            onChange={selections.setSettings}
            onReset={() => selections.setSettings(null)}
          />
        ) : null}
        <DictionaryPicker value={dictionaries} onChange={setDictionaries} />
      </aside>
      <VoiceSafetyDialogs voice={voice} onDeselect={selections.setVoiceId} />
    </div>
  );
}
