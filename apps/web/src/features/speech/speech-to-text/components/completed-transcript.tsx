import type { Transcript } from "@vocable/contract";
import { useCallback, useMemo, useRef } from "react";
import { transcriptAudioUrl } from "../api/transcript-urls";
import { useActiveWord } from "../hooks/use-active-word";
import { lowConfidenceLegend, transcriptConfidence } from "../transcript-confidence";
import { spokenWords } from "../word-at-time";
import { LowConfidenceWarning } from "./low-confidence-warning";
import { TranscriptWords } from "./transcript-words";

/**
 * A completed transcript: the uploaded audio in a player and the words, which follow it. The
 * audio comes from the server (re-encoded as MP3); the session cookie authenticates the request.
 * When the recogniser was unsure of much of it, a warning comes first; unsure words are marked.
 */
export function CompletedTranscript({ transcript }: { transcript: Transcript }) {
  const audio = useRef<HTMLAudioElement>(null);
  const spoken = useMemo(() => spokenWords(transcript.words), [transcript.words]);
  const confidence = useMemo(() => transcriptConfidence(transcript.words), [transcript.words]);
  const activeSpoken = useActiveWord(audio, spoken);
  const activeIndex = activeSpoken >= 0 ? spoken[activeSpoken].index : -1;

  const seek = useCallback(
    (index: number) => {
      const element = audio.current;
      const word = transcript.words[index];
      if (!element || !word) return;
      // A hair past the start, so a time read back a little low still falls inside this word.
      element.currentTime = Math.min(word.start + 0.001, Math.max(word.start, word.end - 0.001));
    },
    [transcript.words],
  );

  return (
    <div className="flex flex-col gap-4">
      {confidence.low ? <LowConfidenceWarning confidence={confidence} /> : null}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={transcriptAudioUrl(transcript.transcription_id)}
        aria-label={`Audio of ${transcript.file_name}`}
        data-testid="transcript-audio"
        className="w-full"
      />
      {spoken.length > 0 ? (
        <div className="flex flex-col gap-2">
          <TranscriptWords words={transcript.words} activeIndex={activeIndex} onSeek={seek} />
          {confidence.lowConfidenceWords > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="transcript-confidence-legend">
              {lowConfidenceLegend(confidence.lowConfidenceWords)}
            </p>
          ) : null}
        </div>
      ) : transcript.text.trim() ? (
        <p className="rounded-lg border border-zinc-200 p-4 text-base leading-8 whitespace-pre-wrap dark:border-zinc-800" data-testid="transcript-text">
          {transcript.text}
        </p>
      ) : (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="transcript-empty">
          No speech was recognised in this audio.
        </p>
      )}
    </div>
  );
}
