/**
 * What the built-in voice changer does, said plainly near the form: it recognises the words and
 * speaks them again in the chosen voice at the source's timing and pitch, which is not what a
 * neural voice-conversion model does; an operator can add an ElevenLabs-compatible engine.
 */
export function ApproximationNote({ builtIn }: { builtIn: boolean }) {
  return (
    <p
      role="note"
      data-testid="sts-approximation"
      className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {builtIn ? (
        <>
          <strong className="font-semibold">The built-in voice changer is an approximation.</strong> It recognises the words you say and speaks
          them again in the chosen voice, following your timing and pitch. Your accent, emotion and breaths are not carried over, and words it
          mishears come out wrong. A server operator can add an ElevenLabs-compatible voice-conversion engine for real speech to speech.
        </>
      ) : (
        <>
          This model is served by an engine the operator installed. The built-in voice changer, when chosen, is an approximation that
          re-speaks the recognised words in the chosen voice.
        </>
      )}
    </p>
  );
}
