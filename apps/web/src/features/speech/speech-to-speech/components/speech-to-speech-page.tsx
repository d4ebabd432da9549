import { APP_ROUTES } from "@vocable/domain";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { ModelPicker } from "#features/speech/tts/components/model-picker";
import { SettingSlider } from "#features/speech/tts/components/setting-slider";
import { VoicePicker, convertsOnly } from "#features/speech/tts/components/voice-picker";
import { useVoices } from "#features/speech/tts/api/use-voices";
import { pickAvailable } from "#features/speech/tts/voice-settings";
import { VoiceSafetyDialogs } from "#features/voices/voice-safety/components/voice-safety-dialogs";
import { useConvertSpeech } from "../api/use-convert-speech";
import { useStsModels } from "../api/use-sts-models";
import { conversionErrorText } from "../convert-error";
import { useAudioDuration } from "../hooks/use-audio-duration";
import { useStsSelections } from "../hooks/use-sts-selections";
import { sourceDurationProblem } from "../source-audio";
import { BUILT_IN_VOICE_CHANGER, chosenStsModel } from "../sts-selections";
import { ApproximationNote } from "./approximation-note";
import { ConversionProgress } from "./conversion-progress";
import { ConversionResult } from "./conversion-result";
import { SourceAudioPicker } from "./source-audio-picker";

/**
 * /app/speech-synthesis/speech-to-speech, the voice changer: speech from a file or the microphone,
 * the target voice, the speech-to-speech model (with its honest description), stability,
 * similarity and background-noise removal; Convert plays the result in the player. The choices
 * are remembered apart from the text-to-speech page's.
 */
export function SpeechToSpeechPage() {
  const selections = useStsSelections();
  const models = useStsModels();
  const voices = useVoices("");
  const conversion = useConvertSpeech();
  const [file, setFile] = useState<File | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const duration = useAudioDuration(file);

  const modelList = models.data;
  const modelId = chosenStsModel(selections.modelId, modelList ?? []);
  const voiceList = voices.data?.voices ?? [];
  const voiceId = pickAvailable(selections.voiceId, voiceList.map((v) => v.voice_id));
  const voice = voiceList.find((v) => v.voice_id === voiceId);
  // A voice-conversion server's voice model is converted by its own engine, whatever model is picked.
  const convertingModel = voice && convertsOnly(voice) && voice.labels.engine ? voice.labels.engine : modelId;
  const tooLong = sourceDurationProblem(duration) !== null;
  const canConvert = file !== null && Boolean(voice) && modelId !== "" && !tooLong && !conversion.isPending;
  const failure = conversion.error ? conversionErrorText(conversion.error) : null;
  const noModel = modelList !== undefined && modelId === "";

  const { abort } = conversion;
  // Leaving the page stops the conversion (the server stops converting too).
  useEffect(() => abort, [abort]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canConvert || !file || !voice) return;
    setStartedAt(Date.now());
    conversion.convert({
      file,
      voiceId: voice.voice_id,
      voiceName: voice.name,
      modelId: convertingModel,
      settings: selections.settings,
      removeBackgroundNoise: selections.removeNoise,
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">Voice changer</h1>
          <p className="text-sm text-muted-foreground">Say something, or upload a recording, and hear it spoken in another voice with the same timing.</p>
        </div>
        <Link
          to={APP_ROUTES.speechToSpeechHistory}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          data-testid="sts-history-link"
        >
          <Icon name="history" />
          History
        </Link>
      </div>

      <ApproximationNote builtIn={convertingModel === "" || convertingModel === BUILT_IN_VOICE_CHANGER} />

      <form onSubmit={submit} className="flex flex-col gap-6 lg:flex-row lg:items-start" aria-label="Convert speech">
        <section className="flex min-w-0 flex-1 flex-col gap-4" aria-labelledby="sts-source-heading">
          <h2 id="sts-source-heading" className="text-base font-semibold">
            Speech to convert
          </h2>
          <SourceAudioPicker
            file={file}
            duration={duration}
            disabled={conversion.isPending}
            onChange={(next) => {
              setFile(next);
              conversion.reset();
            }}
          />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <Button type="submit" disabled={!canConvert} className="min-w-36" data-testid="sts-convert">
              {conversion.isPending ? (
                <>
                  <Spinner label="Converting" /> Converting…
                </>
              ) : (
                "Convert"
              )}
            </Button>
          </div>
          {conversion.isPending && startedAt !== null ? <ConversionProgress startedAt={startedAt} /> : null}
          {failure ? (
            <div
              role="alert"
              data-testid="sts-error"
              className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
            >
              <p className="font-semibold">{failure.title}</p>
              <p className="whitespace-pre-line">{failure.message}</p>
              {failure.quota ? (
                <Link to={APP_ROUTES.subscription} className="w-fit font-medium underline">
                  See plans
                </Link>
              ) : null}
            </div>
          ) : null}
          {noModel ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sts-no-model">
              This server lists no speech-to-speech model, so nothing can be converted here. A server operator can add a voice-conversion engine.
            </p>
          ) : null}
          {conversion.result && !conversion.isPending ? <ConversionResult conversion={conversion.result} /> : null}
        </section>

        <aside aria-label="Voice and settings" className="flex w-full flex-col gap-5 rounded-xl border border-zinc-200 p-4 lg:w-80 lg:shrink-0 dark:border-zinc-800">
          <VoicePicker selected={voice} onSelect={(v) => selections.setVoiceId(v.voice_id)} label="Target voice" purpose="convert" />
          {convertingModel !== modelId ? (
            <div className="flex flex-col gap-1.5" data-testid="sts-voice-engine">
              <span className="text-sm font-medium">Model</span>
              <p className="text-sm text-muted-foreground">
                {voice?.name} is a voice model of the engine <span className="font-medium text-foreground">{convertingModel}</span>, which converts into it.
              </p>
            </div>
          ) : (
            <ModelPicker
              models={modelList}
              error={models.error}
              onRetry={() => void models.refetch()}
              retrying={models.isFetching}
              value={modelId}
              onChange={selections.setModelId}
            />
          )}
          <fieldset className="flex flex-col gap-5">
            <legend className="mb-3 text-sm font-semibold">Voice settings</legend>
            <SettingSlider
              setting="stability"
              label="Stability"
              hint={["More variable", "More stable"]}
              value={selections.settings.stability}
              onChange={(stability) => selections.setSettings({ ...selections.settings, stability })}
            />
            <SettingSlider
              setting="similarity_boost"
              label="Similarity"
              hint={["Low", "High"]}
              value={selections.settings.similarity_boost}
              onChange={(similarity_boost) => selections.setSettings({ ...selections.settings, similarity_boost })}
            />
          </fieldset>
          <div className="flex items-center justify-between gap-3">
            <label htmlFor="sts-remove-noise" className="text-sm font-medium">
              Remove background noise
            </label>
            <Switch id="sts-remove-noise" label="Remove background noise" checked={selections.removeNoise} onCheckedChange={selections.setRemoveNoise} />
          </div>
        </aside>
      </form>
      <VoiceSafetyDialogs voice={voice} onDeselect={selections.setVoiceId} />
    </div>
  );
}
