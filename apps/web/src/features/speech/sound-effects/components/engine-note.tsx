import { useSoundVocabulary } from "../api/use-sound-vocabulary";

const NOTE_CLASS = "rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300";

/**
 * What makes the sounds, said plainly: the built-in engine is procedural (recipes of noise,
 * filters and envelopes for the sounds it knows), not a generative model, and it refuses a prompt
 * it has no recipe for, saying what it understood; an engine the operator installed is named.
 */
export function EngineNote() {
  const vocabulary = useSoundVocabulary();
  const engine = vocabulary.data?.engine;
  if (engine && !engine.procedural && engine.id) {
    return (
      <p role="note" className={NOTE_CLASS} data-testid="sfx-engine-note">
        <strong className="font-semibold text-zinc-900 dark:text-zinc-100">Generative engine: {engine.id}.</strong> Sounds are made by a sound-generation
        model the operator of this server installed, cut to the duration you ask for. The same seed may give a different sound there.
      </p>
    );
  }
  return (
    <p role="note" className={NOTE_CLASS} data-testid="sfx-engine-note">
      <strong className="font-semibold text-zinc-900 dark:text-zinc-100">Procedural engine.</strong> Vocable builds each sound from a recipe (rain,
      footsteps, doors, engines, animals and more) out of noise, filters and envelopes; it is not a generative AI model. A prompt it has no recipe for is
      refused with what it understood, and each sound says what it was made of.
    </p>
  );
}
