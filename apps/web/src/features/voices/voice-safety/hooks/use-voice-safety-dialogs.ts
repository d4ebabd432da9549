import type { Voice } from "@vocable/contract";
import { voiceSafetyDialog, type VoiceSafetyDialog } from "@vocable/domain";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { markVoiceSeen, readSeenVoices } from "../seen-voices";

/** What the rule needs of the selected voice. */
export type SafetyVoice = Pick<Voice, "voice_id" | "name" | "safety_control">;

/** An open safety dialog: which one, for which voice, and the voice chosen before it. */
export interface OpenSafetyDialog {
  dialog: VoiceSafetyDialog;
  voice: SafetyVoice;
  /** The last voice that passed, to go back to on Cancel or "Choose another voice"; null if none. */
  previousVoiceId: string | null;
}

interface Tracked {
  /** The selected voice last looked at. */
  voiceId: string | null;
  /** The last selected voice that passed (no dialog, or its dialog answered). */
  passedVoiceId: string | null;
  /** Voices that passed while this page was open (needing no dialog, or their captcha solved). */
  passed: readonly string[];
  open: OpenSafetyDialog | null;
}

/**
 * Whether a voice was already looked at since the document loaded: the first selected voice after
 * a page load (restored from storage) skips the dialogs (spec voices §4 "the first load skips").
 */
let lookedSinceLoad = false;

/**
 * The voice-safety dialogs for the selected voice (spec voices §4): a BAN voice opens
 * voiceBlocked, a CAPTCHA voice voiceCaptcha (not in the new-cloning flow, ?creationType=cloneVoice),
 * each once per voice (the seen set in local storage), never on the first load.
 * `answer` closes the dialog: "solved" (captcha passed) or "dismissed" (blocked acknowledged,
 * captcha cancelled); it marks the voice seen unless a captcha was cancelled.
 */
export function useVoiceSafetyDialogs(selectedVoice: SafetyVoice | undefined) {
  const [params] = useSearchParams();
  const creationType = params.get("creationType");
  const [tracked, setTracked] = useState<Tracked>({ voiceId: null, passedVoiceId: null, passed: [], open: null });
  const voiceId = selectedVoice?.voice_id ?? null;

  // A newly selected voice is looked at during render (React's "adjust state when a prop changes").
  if (selectedVoice && voiceId !== null && voiceId !== tracked.voiceId) {
    const seen = readSeenVoices();
    for (const id of tracked.passed) seen.add(id);
    const firstLoad = tracked.voiceId === null && !lookedSinceLoad;
    const dialog = voiceSafetyDialog({ safetyControl: selectedVoice.safety_control, voiceId, seen, firstLoad, creationType });
    setTracked(
      dialog
        ? { ...tracked, voiceId, open: { dialog, voice: selectedVoice, previousVoiceId: tracked.passedVoiceId } }
        : // The first load's voice is skipped once, not cleared: chosen again later, it is looked at.
          { voiceId, passedVoiceId: voiceId, passed: firstLoad ? tracked.passed : [...tracked.passed, voiceId], open: null },
    );
  }

  useEffect(() => {
    if (voiceId !== null) lookedSinceLoad = true;
  }, [voiceId]);

  const open = tracked.open;
  function answer(outcome: "solved" | "dismissed") {
    if (!open) return;
    const id = open.voice.voice_id;
    if (outcome === "solved" || open.dialog === "voiceBlocked") markVoiceSeen(id);
    // A solved captcha makes the voice the one to come back to; a dismissed dialog does not.
    setTracked((current) =>
      outcome === "solved" ? { ...current, passedVoiceId: id, passed: [...current.passed, id], open: null } : { ...current, open: null },
    );
  }

  return { open: tracked.open, answer };
}
