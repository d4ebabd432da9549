import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useState } from "react";
import type { Voice } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { useSpeakWithVoice } from "#features/voices/voices/hooks/use-speak-with-voice";
import { DesignVoicePanel } from "./design-voice-panel";

/** /app/voice-lab/design: voice design as a page. After a voice is kept it offers to use it. */
export function DesignVoicePage() {
  const [kept, setKept] = useState<Voice | null>(null);
  // A new key starts a fresh design after one is kept.
  const [round, setRound] = useState(0);
  const speak = useSpeakWithVoice();

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <div>
        <Link to={APP_ROUTES.voiceLab} className="text-sm text-muted-foreground hover:text-zinc-900 dark:hover:text-white">
          ← Voices
        </Link>
        <h1 className="mt-1 text-xl font-semibold">Design a voice</h1>
        <p className="text-sm text-muted-foreground">Describe a voice in words and choose from the voices made for it.</p>
      </div>
      {kept ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200" data-testid="design-kept">
          <span>
            “{kept.name}” is in your voices.
          </span>
          <span className="flex gap-2">
            <Button size="sm" onClick={() => speak(kept.voice_id)} data-testid="design-kept-use">
              Use it
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setKept(null)}>
              Design another
            </Button>
          </span>
        </div>
      ) : null}
      <DesignVoicePanel
        key={round}
        onDone={(voice) => {
          setKept(voice);
          setRound((r) => r + 1);
        }}
      />
    </div>
  );
}
