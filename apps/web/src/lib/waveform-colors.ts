/**
 * The app's waveform colours (wavesurfer.js) for the theme the page shows now: the bars still to
 * play, and those played.
 */
export function waveformColors(): { waveColor: string; progressColor: string } {
  const dark = document.documentElement.classList.contains("dark");
  return { waveColor: dark ? "#52525b" : "#a1a1aa", progressColor: dark ? "#f4f4f5" : "#18181b" };
}
