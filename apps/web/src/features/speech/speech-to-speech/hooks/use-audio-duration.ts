import { useEffect, useState } from "react";

/**
 * The length of a chosen file in seconds as the browser reads it (its metadata, through an audio
 * element), or null while unknown: not read yet, unreadable here, or not stated in the file (a
 * fresh MediaRecorder recording says Infinity). The server checks the length itself.
 */
export function useAudioDuration(file: File | null): number | null {
  const [read, setRead] = useState<{ file: File; seconds: number | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    audio.preload = "metadata";
    const done = (seconds: number | null) => setRead({ file, seconds });
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
    return () => {
      audio.onloadedmetadata = null;
      audio.onerror = null;
      audio.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return read && read.file === file ? read.seconds : null;
}
