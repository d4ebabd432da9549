import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { saveBlob } from "#lib/save-blob";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { newPlayerItemId } from "#features/speech/player/player-item";
import type { Conversion } from "../api/use-convert-speech";

/**
 * The last conversion: what it was made from and in which voice, the engine that made it, Play (in
 * the persistent player, where it starts by itself), Download, and the way to every conversion.
 */
export function ConversionResult({ conversion }: { conversion: Conversion }) {
  const player = usePlayer();
  const { item, status } = usePlayerStatus();
  const isCurrent = item?.type === "speech-to-speech" && item.fileName === conversion.fileName && item.historyItemId === conversion.historyItemId;
  const playing = isCurrent && (status === "playing" || status === "loading");

  function play() {
    if (isCurrent) {
      player.togglePlay();
      return;
    }
    player.load({
      id: newPlayerItemId("sts"),
      type: "speech-to-speech",
      src: URL.createObjectURL(conversion.audio),
      ownsSrc: true,
      fileName: conversion.fileName,
      title: `${conversion.sourceName} → ${conversion.voiceName}`,
      voiceName: conversion.voiceName,
      historyItemId: conversion.historyItemId,
      autoStart: true,
    });
  }

  return (
    <section aria-labelledby="sts-result-heading" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="sts-result">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="sts-result-heading" className="text-base font-semibold">
            Converted speech
          </h2>
          <p className="text-sm break-words text-zinc-700 dark:text-zinc-300" data-testid="sts-result-summary">
            {conversion.sourceName} in the voice of {conversion.voiceName}
          </p>
          {conversion.engine ? (
            <p className="text-xs text-muted-foreground" data-testid="sts-result-engine">
              Converted by {conversion.engine}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={play} data-testid="sts-result-play">
            <Icon name={playing ? "pause" : "play"} />
            {playing ? "Pause" : "Play"}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => saveBlob(conversion.audio, conversion.fileName)} data-testid="sts-result-download">
            <Icon name="download" />
            Download
          </Button>
        </div>
      </div>
      <Link to={APP_ROUTES.speechToSpeechHistory} className="w-fit text-sm font-medium text-zinc-900 underline underline-offset-2 dark:text-zinc-100">
        See all your conversions
      </Link>
    </section>
  );
}
