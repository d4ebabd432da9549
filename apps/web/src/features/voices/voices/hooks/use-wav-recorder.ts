import { useCallback, useEffect, useRef, useState } from "react";
import { microphoneErrorMessage, NOTHING_RECORDED } from "#features/speech/speech-to-text/recording";
import { meterFraction, meterStep, rms } from "../mic-level";
import { concatFloat32, encodeWav16, recordingWavName } from "../wav-writer";

export type WavRecorderState = "idle" | "starting" | "recording";

/** A voice sample longer than this is more than cloning needs; the recording stops by itself. */
export const MAX_RECORDING_SECONDS = 300;

/** Samples per block the recorder copies out of the audio graph. */
const BLOCK = 4096;

/** Whether this browser can record raw audio from the microphone (secure context, getUserMedia, Web Audio). */
export function canRecordWav(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function" && typeof AudioContext !== "undefined";
}

interface Session {
  stream: MediaStream;
  context: AudioContext;
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  processor: ScriptProcessorNode;
  chunks: Float32Array[];
  frames: number;
  animation: number;
}

/**
 * Records the microphone as a WAV file (16-bit mono PCM at the audio context's rate): the Web
 * Audio graph feeds an AnalyserNode, whose RMS drives the live `level` (0–1, a decibel scale,
 * falling gently after a peak), and a processor node whose blocks are kept. `stop()` writes the
 * WAV and hands it to `onRecorded`. Unlike MediaRecorder's webm/opus, the sample reaches the cloning engine lossless.
 * The microphone is released when the recording stops and when the component goes away.
 */
export function useWavRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<WavRecorderState>("idle");
  const [error, setError] = useState<string | null>(null);
  const [level, setLevel] = useState(0);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const session = useRef<Session | null>(null);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  /** Tears the graph down and frees the microphone; returns what was recorded. */
  const release = useCallback((): { samples: Float32Array; sampleRate: number } | null => {
    const current = session.current;
    if (!current) return null;
    session.current = null;
    cancelAnimationFrame(current.animation);
    current.processor.onaudioprocess = null;
    current.source.disconnect();
    current.processor.disconnect();
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close().catch(() => {});
    return { samples: concatFloat32(current.chunks), sampleRate: current.context.sampleRate };
  }, []);

  const stop = useCallback(() => {
    const recorded = release();
    if (!recorded) return;
    setState("idle");
    setStartedAt(null);
    setLevel(0);
    if (recorded.samples.length === 0) {
      setError(NOTHING_RECORDED);
      return;
    }
    const wav = encodeWav16(recorded.samples, recorded.sampleRate);
    deliver.current(new File([wav], recordingWavName(new Date()), { type: "audio/wav" }));
  }, [release]);

  const start = useCallback(async () => {
    if (session.current) return;
    setError(null);
    setState("starting");
    let stream: MediaStream;
    try {
      // No echo cancellation: it reshapes the voice, and the sample is what the clone learns from.
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: false } });
    } catch (failure) {
      setError(microphoneErrorMessage(failure));
      setState("idle");
      return;
    }
    let context: AudioContext | null = null;
    try {
      context = new AudioContext();
      await context.resume();
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      source.connect(analyser);
      const processor = context.createScriptProcessor(BLOCK, 1, 1);
      const current: Session = { stream, context, source, analyser, processor, chunks: [], frames: 0, animation: 0 };
      const maxFrames = MAX_RECORDING_SECONDS * context.sampleRate;
      processor.onaudioprocess = (event) => {
        if (current.frames >= maxFrames) return;
        // The browser reuses the block's buffer: keep a copy.
        current.chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
        current.frames += BLOCK;
        if (current.frames >= maxFrames) queueMicrotask(stop);
      };
      source.connect(processor);
      // A processor node only runs while connected to the output; it writes silence there.
      processor.connect(context.destination);
      const block = new Float32Array(analyser.fftSize);
      let shown = 0;
      const tick = () => {
        analyser.getFloatTimeDomainData(block);
        const next = meterStep(shown, meterFraction(rms(block)));
        // Re-render only for a change the bar can show.
        if (Math.abs(next - shown) >= 0.005 || (next === 0) !== (shown === 0)) {
          shown = next;
          setLevel(next);
        }
        current.animation = requestAnimationFrame(tick);
      };
      current.animation = requestAnimationFrame(tick);
      session.current = current;
      setStartedAt(Date.now());
      setState("recording");
    } catch (failure) {
      for (const track of stream.getTracks()) track.stop();
      void context?.close().catch(() => {});
      setError(microphoneErrorMessage(failure));
      setState("idle");
    }
  }, [stop]);

  // Leaving stops the recording and frees the microphone without delivering a file.
  useEffect(() => () => void release(), [release]);

  return { state, error, level, startedAt, start, stop, clearError: () => setError(null) };
}
