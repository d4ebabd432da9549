import { useEffect, useRef } from "react";

/** The visitor's text as spoken: played as soon as it arrives, with the browser's controls to hear it again. */
export function SpokenText({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    // A browser that refuses to start it by itself leaves the controls to the visitor.
    audio.current?.play().catch(() => {});
  }, [src]);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium">Your text, spoken</p>
      <audio ref={audio} src={src} controls className="w-full" aria-label="Your text, spoken" data-testid="own-text-audio" />
    </div>
  );
}
