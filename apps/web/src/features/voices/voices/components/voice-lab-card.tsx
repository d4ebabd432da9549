import type { Voice } from "@vocable/contract";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { AddToCollectionMenu } from "#features/voices/voice-collections/components/add-to-collection-menu";
import { isLibraryCopy } from "#features/voices/voice-library/share-form";
import { needsCaptcha, needsProfessionalSetup, professionalSetupPath } from "#features/voices/voice-pvc/pvc-steps";
import { useSpeakWithVoice } from "../hooks/use-speak-with-voice";
import { VoiceCard } from "./voice-card";

interface VoiceLabCardProps {
  voice: Voice;
  onEdit: (voice: Voice) => void;
  onShare: (voice: Voice) => void;
  onDelete: (voice: Voice) => void;
  /** "Verify voice": opens the captcha of an instant clone that must be verified. */
  onVerify: (voice: Voice) => void;
}

/**
 * A voice of the voice lab: Use (or "Continue setup" for a professional voice not trained yet),
 * "Verify voice" for an instant clone the server wants verified first, Edit, Share in the voice
 * library (only for the owner's own voices: a library copy is listed by its original's owner),
 * Collection and Delete.
 */
export function VoiceLabCard({ voice, onEdit, onShare, onDelete, onVerify }: VoiceLabCardProps) {
  const speak = useSpeakWithVoice();
  const setup = needsProfessionalSetup(voice);
  return (
    <VoiceCard
      voice={voice}
      onUse={(v) => speak(v.voice_id)}
      primaryAction={
        setup ? (
          <Link
            to={professionalSetupPath(voice.voice_id)}
            className="inline-flex h-8 items-center rounded-lg bg-zinc-900 px-3 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
            aria-label={`Continue the setup of ${voice.name}`}
            data-testid="voice-continue-setup"
          >
            Continue setup
          </Link>
        ) : undefined
      }
      actions={
        <>
          {needsCaptcha(voice) ? (
            <Button variant="secondary" size="sm" onClick={() => onVerify(voice)} aria-label={`Verify voice ${voice.name}`} data-testid="voice-verify">
              <Icon name="check" /> Verify voice
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => onEdit(voice)} aria-label={`Edit ${voice.name}`} data-testid="voice-edit">
            <Icon name="pencil" /> Edit
          </Button>
          {isLibraryCopy(voice) || !voice.is_owner || setup ? null : (
            <Button variant="ghost" size="sm" onClick={() => onShare(voice)} aria-label={`Share ${voice.name}`} data-testid="voice-share">
              <Icon name="share" /> Share
            </Button>
          )}
          <AddToCollectionMenu voice={voice} />
          <Button variant="ghost" size="sm" onClick={() => onDelete(voice)} aria-label={`Delete ${voice.name}`} data-testid="voice-delete">
            <Icon name="trash" /> Delete
          </Button>
        </>
      }
    />
  );
}
