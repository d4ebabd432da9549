import { APP_ROUTES, dubWatermarkRequired } from "@vocable/domain";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, generatePath, useNavigate } from "react-router";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { useSubscription } from "#features/accounts/user/api/use-subscription";
import { useAudioDuration } from "#features/speech/speech-to-speech/hooks/use-audio-duration";
import { uploadPercent } from "#lib/upload-with-progress";
import { usePersistedState } from "#lib/use-persisted-state";
import { useCreateDub } from "../api/use-create-dub";
import { dubCost, dubCostText, dubQuotaWarning } from "../dub-cost-text";
import { dubErrorText } from "../dub-error";
import {
  DUB_SPEAKER_CHOICES,
  defaultDubName,
  dubLengthProblem,
  dubbedSeconds,
  parseTimeField,
  timeFieldSeconds,
  trimProblem,
  type DubSource,
} from "../dub-form";
import { AUTO_DETECT, isDubSourceLanguage, isDubTargetLanguage } from "../dub-languages";
import { sourceUrlProblem } from "../dub-media";
import { DubCreateError } from "./dub-create-error";
import { DubLanguageFields, Labeled } from "./dub-language-fields";
import { DubMediaPicker, type MediaMode } from "./dub-media-picker";
import { DubOption } from "./dub-option";
import { DubTrimFields } from "./dub-trim-fields";
import { DubUploadProgress } from "./dub-upload-progress";
import { Select } from "./select";

const isTargetChoice = (value: unknown): value is string => value === "" || isDubTargetLanguage(value);

interface NewDubDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New dub": the media, its languages and options, the cost; Create uploads it and opens the dub's page. */
export function NewDubDialog({ open, onOpenChange }: NewDubDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // The media is being uploaded: closing now would lose it (Cancel stops it on purpose).
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
      title="New dub"
      description="A video or an audio file, spoken again in another language by voices close to its speakers'."
      className="max-w-2xl"
    >
      {open ? <NewDubForm onDone={() => onOpenChange(false)} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}


/** The dialog's body: mounted while the dialog is open, so each opening starts empty (the languages are remembered). */
function NewDubForm({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const create = useCreateDub();
  const subscription = useSubscription();
  const [mode, setMode] = useState<MediaMode>("file");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [sourceLanguage, setSourceLanguage] = usePersistedState<string>("dub-source-language", AUTO_DETECT, isDubSourceLanguage);
  const [targetLanguage, setTargetLanguage] = usePersistedState<string>("dub-target-language", "", isTargetChoice);
  const [numSpeakers, setNumSpeakers] = useState(0);
  const [dropBackground, setDropBackground] = useState(false);
  const [disableCloning, setDisableCloning] = useState(false);
  const [startText, setStartText] = useState("");
  const [endText, setEndText] = useState("");
  const [watermarkChoice, setWatermarkChoice] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const duration = useAudioDuration(mode === "file" ? file : null);

  const { abort, reset } = create;
  // Leaving the page (or Cancel) stops an upload in flight.
  useEffect(() => abort, [abort]);

  const tier = subscription.data?.tier;
  const watermarkRequired = tier !== undefined && dubWatermarkRequired(tier);
  const watermark = watermarkRequired || watermarkChoice;
  const source: DubSource | null = mode === "file" ? (file ? { kind: "file", file } : null) : url.trim() ? { kind: "url", url } : null;
  const start = parseTimeField(startText);
  const end = parseTimeField(endText);
  const knownDuration = mode === "file" ? duration : null;
  const trim = trimProblem(start, end, knownDuration);
  const seconds = trim ? null : dubbedSeconds(knownDuration, timeFieldSeconds(start), timeFieldSeconds(end));
  const tooLong = dubLengthProblem(seconds);
  const mediaProblem = mode === "file" ? (file ? null : "Choose a video or an audio file to dub.") : sourceUrlProblem(url);
  const targetProblem = targetLanguage ? null : "Choose the language to dub into.";
  const cost = dubCost(seconds, watermark);
  const quota = subscription.data ? dubQuotaWarning(subscription.data, cost) : null;
  const failure = create.error && !(create.error instanceof DOMException) ? dubErrorText(create.error) : null;
  const pending = create.isPending;
  const percent = create.progress ? uploadPercent(create.progress) : 0;

  function changed() {
    if (!pending) reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (pending || !source || mediaProblem || targetProblem || trim || tooLong) return;
    onBusyChange(true);
    create.create(
      {
        source,
        name: name.trim() || defaultDubName(source),
        sourceLanguage,
        targetLanguage,
        numSpeakers,
        watermark,
        startTime: timeFieldSeconds(start),
        endTime: timeFieldSeconds(end),
        dropBackgroundAudio: dropBackground,
        disableVoiceCloning: disableCloning,
      },
      {
        onSuccess: (created) => {
          onDone();
          void navigate(generatePath(APP_ROUTES.dub, { dubbingId: created.dubbing_id }));
        },
      },
    );
  }

  // Told the dialog once the upload settles, so it can be closed again.
  useEffect(() => {
    if (!pending) onBusyChange(false);
  }, [pending, onBusyChange]);

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate data-testid="dub-form">
      <DubMediaPicker
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          changed();
        }}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          changed();
        }}
        duration={duration}
        url={url}
        onUrlChange={(next) => {
          setUrl(next);
          changed();
        }}
        error={attempted ? mediaProblem : null}
        disabled={pending}
      />

      <fieldset className="flex flex-col gap-4" disabled={pending}>
        <legend className="sr-only">Name and languages</legend>
        <Row>
          <Labeled id="dub-name" label="Name">
            <Input id="dub-name" value={name} maxLength={200} placeholder={defaultDubName(source) || "Untitled dub"} onChange={(e) => setName(e.target.value)} data-testid="dub-name" />
          </Labeled>
          <Labeled id="dub-speakers" label="Number of speakers">
            <Select id="dub-speakers" value={numSpeakers} onChange={(e) => setNumSpeakers(Number(e.target.value))} data-testid="dub-speakers">
              {DUB_SPEAKER_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? "Auto: find them in the audio" : n === 1 ? "1 speaker" : `${n} speakers`}
                </option>
              ))}
            </Select>
          </Labeled>
        </Row>
        <DubLanguageFields
          source={sourceLanguage}
          target={targetLanguage}
          onSource={(code) => {
            setSourceLanguage(code);
            changed();
          }}
          onTarget={(code) => {
            setTargetLanguage(code);
            changed();
          }}
          targetProblem={attempted ? targetProblem : null}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold">Options</legend>
        <DubOption
          checked={dropBackground}
          onChange={setDropBackground}
          title="Drop the background audio"
          hint="Only the dubbed speech is heard: no music or sounds from the original."
          testId="dub-drop-background"
        />
        <DubOption
          checked={disableCloning}
          onChange={setDisableCloning}
          title="Use a similar library voice instead of cloning"
          hint="Otherwise each speaker gets an approximation of their own voice (on the built-in engines, close in pitch and character, not a clone)."
          testId="dub-disable-cloning"
        />
        <DubTrimFields start={startText} end={endText} onStart={setStartText} onEnd={setEndText} startInvalid={start.kind === "invalid"} endInvalid={end.kind === "invalid"} />
        {trim ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="dub-trim-problem">
            {trim}
          </p>
        ) : null}

        <div className="flex flex-col gap-1">
          <DubOption
            checked={watermark}
            disabled={watermarkRequired}
            onChange={setWatermarkChoice}
            describedBy={watermarkRequired ? "dub-watermark-note" : undefined}
            title="Watermark the video"
            hint="“Dubbed with Vocable” is drawn on the picture (an audio file carries none). A dub with the watermark costs 2,000 characters a minute instead of 3,000."
            testId="dub-watermark"
          />
          {watermarkRequired ? (
            <p id="dub-watermark-note" className="pl-6 text-xs text-zinc-700 dark:text-zinc-300" data-testid="dub-watermark-note">
              Free plan dubs carry a watermark.{" "}
              <Link to={APP_ROUTES.subscription} onClick={onDone} className="font-medium underline underline-offset-2">
                See the plans
              </Link>
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900/60">
        <p data-testid="dub-cost">{dubCostText(seconds, watermark)}</p>
        {tooLong ? (
          <p role="alert" className="text-red-600 dark:text-red-400" data-testid="dub-too-long">
            {tooLong}
          </p>
        ) : null}
        {quota ? (
          <p className="text-amber-800 dark:text-amber-300" data-testid="dub-quota">
            {quota}
          </p>
        ) : null}
      </div>

      {pending ? <DubUploadProgress fromUrl={mode === "url"} percent={percent} /> : null}

      {failure ? <DubCreateError failure={failure} onPlans={onDone} /> : null}

      <div className="flex justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            abort();
            onBusyChange(false);
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={pending} className="min-w-32" data-testid="dub-create">
          {pending ? (
            <>
              <Spinner label="Creating the dub" /> Creating…
            </>
          ) : (
            "Create dub"
          )}
        </Button>
      </div>
    </form>
  );
}
