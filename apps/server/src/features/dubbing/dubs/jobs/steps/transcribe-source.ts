import { dubSegments, isPunctuated, labelSpeakers, restorePunctuation, type HeardWord } from "@vocable/domain";
import { decodePcmWindows, fairRecognize, RECOGNITION_SAMPLE_RATE, resampleWhole, separateSpeakers, separateSpeech, speechPieces, transcribeStream, wavBytes } from "@vocable/speech";
import { chooseRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";
import { speakersCanBeTold } from "#features/speech/speech-to-text/use-cases/refine-heard-words";
import type { StepContext } from "../run-dub";
import { dubKey } from "../dub-workspace";
import { DUB_SAMPLE_RATE } from "./prepare-source";

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/**
 * Separates the speech from the background (stored for the mix), recognises the speech with the
 * best recogniser of the source language, tells the speakers apart (num_speakers when given), and
 * cuts the words into the dub's segments: a speaker's line between pauses.
 */
export async function transcribeSource({ deps, dub, files, signal, progress }: StepContext) {
  await progress(0.1, "Separating speech from the background");
  const source = await files.getPcm(dubKey(dub, "source.wav"), DUB_SAMPLE_RATE, signal);
  const { speech, background } = await separateSpeech(deps.speech.engines, source, DUB_SAMPLE_RATE, { signal });
  await files.putPcm(dubKey(dub, "speech.wav"), speech, DUB_SAMPLE_RATE);
  await files.putPcm(dubKey(dub, "background.wav"), background, DUB_SAMPLE_RATE);

  await progress(0.15, "Transcribing the speech");
  const language = dub.sourceLanguage ?? "en";
  const { engine } = chooseRecognizer(deps.speech.engines, "scribe_v1", language);
  const speech16k = resampleWhole(speech, DUB_SAMPLE_RATE, RECOGNITION_SAMPLE_RATE);
  const windows = decodePcmWindows(once(wavBytes(speech16k, RECOGNITION_SAMPLE_RATE)), { sampleRate: RECOGNITION_SAMPLE_RATE, signal });
  const detector = deps.speech.engines.voiceActivityDetector();
  const pieces = speechPieces(windows, { sampleRate: RECOGNITION_SAMPLE_RATE, detectSpeech: detector && ((samples, rate) => detector.detectSpeech(samples, rate)) });
  const recognize = fairRecognize(deps.speech.recognitionScheduler, { kind: engine.kind, recognize: engine.recognize }, dub.workspaceId);
  const total = speech16k.length / RECOGNITION_SAMPLE_RATE;
  const recognition = await transcribeStream(recognize, pieces, {
    language,
    sampleRate: RECOGNITION_SAMPLE_RATE,
    signal,
    background: true,
    onProgress: (seconds) => progress(0.15 + 0.15 * Math.min(1, seconds / Math.max(total, 0.001)), "Transcribing the speech"),
  });

  await progress(0.3, "Telling the speakers apart");
  let words: HeardWord[] = recognition.words;
  if (speakersCanBeTold() && words.length > 0) {
    const { speakers } = await separateSpeakers(speech16k, RECOGNITION_SAMPLE_RATE, { maxSpeakers: dub.options.numSpeakers || undefined, signal });
    words = labelSpeakers(words, speakers);
  }
  words = words.map((w) => ({ ...w, speakerId: w.speakerId ?? "speaker_0" }));
  const heard = restorePunctuation(words, language, { punctuated: isPunctuated(recognition.words) });
  const segments = dubSegments(heard.map((w) => ({ text: w.text, start: w.start, end: w.end, speaker_id: w.speakerId ?? "speaker_0" })));
  const speakerIds = [...new Set(segments.map((s) => s.speaker))];
  const warnings = segments.length === 0 ? [...dub.warnings, "No speech was found in the source: the dub is its background alone."] : dub.warnings;
  return {
    warnings,
    resource: {
      speakers: speakerIds.map((id) => ({ id, voiceId: null, voiceLabel: null })),
      segments: segments.map((s, i) => ({ id: `seg_${String(i + 1).padStart(4, "0")}`, ...s, translations: {} })),
      rendered: [],
    },
  };
}
