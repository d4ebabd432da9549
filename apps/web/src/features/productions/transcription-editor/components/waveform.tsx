import { formatDuration } from "@vocable/domain";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { waveformColors } from "#lib/waveform-colors";
import { usePeakChunks } from "../api/use-peak-chunks";
import type { TaskRef } from "../api/task-calls";
import type { EditorSegment } from "../segment-edits";
import type { MediaPlayer } from "../hooks/use-media-player";
import { chunksOf, columnPeaks, timeAt, viewWindow, xAt, type ChunkPeaks, type TimeWindow } from "../waveform-window";
import { usePlayhead } from "../hooks/use-playhead";

const HEIGHT = 96;

interface WaveformProps {
  taskRef: TaskRef;
  duration: number;
  mediaRef: RefObject<HTMLMediaElement | null>;
  player: MediaPlayer;
  segments: readonly EditorSegment[];
  active: number;
}

/**
 * The waveform of 30 s around the playhead (scrolling with it), with the segments' spans and
 * boundaries and the playhead; a click or the arrow keys seek. Peaks come a chunk at a time.
 */
export function Waveform({ taskRef, duration, mediaRef, player, segments, active }: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [width, setWidth] = useState(0);
  const playhead = usePlayhead(mediaRef);
  const view = viewWindow(playhead, duration);
  const chunkKey = chunksOf(view, duration).join(",");
  const chunks = useMemo(() => (chunkKey ? chunkKey.split(",").map(Number) : []), [chunkKey]);
  const peaks = usePeakChunks(taskRef, chunks, duration);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (element && width > 0) draw(element, width, { window: view, peaks, segments, active, playhead });
  });

  const seekAt = (event: MouseEvent<HTMLCanvasElement>) => player.seek(timeAt(event.nativeEvent.offsetX, view, width));
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, PageDown: -10, PageUp: 10 }[event.key];
    if (step === undefined && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    player.seek(event.key === "Home" ? 0 : event.key === "End" ? duration : playhead + step!);
  };
  return (
    <canvas
      ref={canvas}
      height={HEIGHT}
      className="block h-24 w-full cursor-pointer rounded-lg bg-zinc-50 focus-visible:outline-2 focus-visible:outline-zinc-500 dark:bg-zinc-900"
      role="slider"
      tabIndex={0}
      aria-label="Waveform (click to seek; arrow keys move 1 s)"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(playhead)}
      aria-valuetext={`${formatDuration(playhead)} of ${formatDuration(duration)}`}
      onClick={seekAt}
      onKeyDown={onKeyDown}
      data-testid="editor-waveform"
    />
  );
}

interface Scene {
  window: TimeWindow;
  peaks: ReadonlyMap<number, ChunkPeaks>;
  segments: readonly EditorSegment[];
  active: number;
  playhead: number;
}

function draw(element: HTMLCanvasElement, width: number, scene: Scene) {
  const ratio = globalThis.devicePixelRatio || 1;
  if (element.width !== Math.round(width * ratio)) {
    element.width = Math.round(width * ratio);
    element.height = Math.round(HEIGHT * ratio);
  }
  const ctx = element.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, HEIGHT);
  drawSegments(ctx, width, scene);
  drawPeaks(ctx, width, scene);
  ctx.fillStyle = "#ef4444";
  ctx.fillRect(Math.round(xAt(scene.playhead, scene.window, width)) - 1, 0, 2, HEIGHT);
}

function drawSegments(ctx: CanvasRenderingContext2D, width: number, { window, segments, active }: Scene) {
  segments.forEach((s, i) => {
    if (s.end < window.start || s.start > window.end) return;
    const x0 = xAt(s.start, window, width);
    const x1 = xAt(s.end, window, width);
    ctx.fillStyle = i === active ? "rgba(14, 165, 233, 0.25)" : "rgba(14, 165, 233, 0.1)";
    ctx.fillRect(x0, 0, x1 - x0, HEIGHT);
    ctx.fillStyle = "rgba(2, 132, 199, 0.8)";
    ctx.fillRect(x0, 0, 1, HEIGHT);
    ctx.fillRect(x1 - 1, 0, 1, HEIGHT);
  });
}

function drawPeaks(ctx: CanvasRenderingContext2D, width: number, { window, peaks, playhead }: Scene) {
  const { waveColor, progressColor } = waveformColors();
  const columns = columnPeaks(window, Math.floor(width / 2), peaks);
  const mid = HEIGHT / 2;
  const played = xAt(playhead, window, width);
  columns.forEach((peak, c) => {
    const x = c * 2;
    ctx.fillStyle = x < played ? progressColor : waveColor;
    const h = peak === null ? 1 : Math.max(1, peak * (HEIGHT - 8));
    ctx.fillRect(x, mid - h / 2, 1, h);
  });
}
