import { useCallback, useEffect, useRef, useState } from "react";
import { NOTHING_RECORDED, microphoneErrorMessage, pickRecordingType, recordingBaseType, recordingFileName } from "../recording";

export type RecorderState = "idle" | "starting" | "recording";

/** Whether this browser can record from the microphone (secure context, getUserMedia, MediaRecorder). */
export function canRecordAudio(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function" && typeof MediaRecorder !== "undefined";
}

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  /** False once the page has let go of it (unmount): its stop delivers nothing. */
  deliver: boolean;
}

/**
 * Records from the microphone with MediaRecorder (webm/opus where the browser has it). `stop()`
 * ends the recording and hands it to `onRecorded` as a File. A refused permission, a missing or
 * busy microphone become `error` (a sentence to show). The microphone is released when the
 * recording stops and when the page goes away.
 */
export function useMicrophoneRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>("idle");
  const [error, setError] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const session = useRef<Session | null>(null);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback((current: Session) => {
    for (const track of current.stream.getTracks()) track.stop();
    if (session.current === current) session.current = null;
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    setError(null);
    setState("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      setError(microphoneErrorMessage(failure));
      setState("idle");
      return;
    }
    try {
      const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
      const recorder = type ? new MediaRecorder(stream, { mimeType: type }) : new MediaRecorder(stream);
      const current: Session = { stream, recorder, chunks: [], deliver: true };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) current.chunks.push(event.data);
      };
      recorder.onstop = () => {
        release(current);
        if (!current.deliver) return;
        setState("idle");
        setStartedAt(null);
        const mimeType = recorder.mimeType || type;
        const blob = new Blob(current.chunks, { type: recordingBaseType(mimeType) });
        if (blob.size === 0) {
          setError(NOTHING_RECORDED);
          return;
        }
        deliver.current(new File([blob], recordingFileName(new Date(), mimeType), { type: blob.type }));
      };
      recorder.onerror = () => {
        current.deliver = false;
        release(current);
        if (recorder.state !== "inactive") recorder.stop();
        setError(microphoneErrorMessage(null));
        setState("idle");
        setStartedAt(null);
      };
      session.current = current;
      // Chunks every second, so a long recording is not one buffer held by the browser until the end.
      recorder.start(1000);
      setStartedAt(Date.now());
      setState("recording");
    } catch (failure) {
      for (const track of stream.getTracks()) track.stop();
      setError(microphoneErrorMessage(failure));
      setState("idle");
    }
  }, [release]);

  const stop = useCallback(() => {
    const current = session.current;
    if (current && current.recorder.state !== "inactive") current.recorder.stop();
  }, []);

  // Leaving the page stops the recording and frees the microphone without delivering a file.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.deliver = false;
      if (current.recorder.state !== "inactive") current.recorder.stop();
      release(current);
    },
    [release],
  );

  return { state, error, startedAt, start, stop, clearError: () => setError(null) };
}
