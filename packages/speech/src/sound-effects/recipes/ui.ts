/** Interface sounds: beeps, notifications, clicks, errors, successes, pops, coins, alarms, sparkles. */
import { highpass, lowpass } from "../dsp/filters";
import { whiteNoise } from "../dsp/noise";
import { adsr, multiply, strike } from "../dsp/envelopes";
import { glide, modes, oscillator } from "../dsp/oscillators";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { saturate } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { oneShot, spanOf, sum, tick, timeline } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

const len = (sampleRate: number, seconds: number) => Math.max(1, Math.round(seconds * sampleRate));

/** A soft electronic tone: a sine with a trace of its third harmonic. */
function tone(sampleRate: number, rng: Random, freq: number, seconds: number, shape: "sine" | "square" = "sine"): Float32Array {
  const n = len(sampleRate, seconds);
  const x = shape === "sine" ? sum([[oscillator(n, sampleRate, "sine", freq, rng.next()), 1], [oscillator(n, sampleRate, "sine", freq * 3, rng.next()), 0.08]]) : lowpass(oscillator(n, sampleRate, "square", freq, rng.next()), sampleRate, 5000);
  return multiply(x, adsr(n, sampleRate, 0.003, 0.02, 0.85, Math.min(0.03, seconds / 3)));
}

/** A chime note: a bell-like sine with a faint inharmonic partial, ringing out. */
function chime(sampleRate: number, freq: number, decay: number): Float32Array {
  return modes(len(sampleRate, decay), sampleRate, [
    { freq, decay, amp: 1 },
    { freq: freq * 2, decay: decay * 0.5, amp: 0.25 },
    { freq: freq * 2.76, decay: decay * 0.3, amp: 0.08 },
  ]);
}

function beep(ctx: RecipeContext): Float32Array {
  return oneShot(ctx, tone(ctx.sampleRate, ctx.rng, 1000 * ctx.pitch, spanOf(ctx, 0.16, 0.05)));
}

function notification(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(len(sr, 1.2));
  const root = rng.pick([1318.5, 1396.9, 1174.7]) * ctx.pitch;
  addAt(out, chime(sr, root, 0.5), 0, 1);
  addAt(out, chime(sr, root * 1.335, 0.8), (0.13 / ctx.speed) * sr, 0.9);
  return oneShot(ctx, out);
}

function click(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = tick(sr, rng, 3500 * ctx.pitch, 0.006);
  const body = multiply(oscillator(len(sr, 0.012), sr, "sine", 2200 * ctx.pitch), strike(len(sr, 0.012), sr, 0.0003, 0.01));
  return oneShot(ctx, sum([[out, 1], [body, 0.5]]), 0.002);
}

function error(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(len(sr, 0.6));
  for (const [t, d] of [[0, 0.17], [0.24, 0.26]]) {
    const n = len(sr, d / ctx.speed);
    const buzz = sum([[oscillator(n, sr, "square", 140 * ctx.pitch, rng.next()), 1], [oscillator(n, sr, "saw", 147 * ctx.pitch, rng.next()), 0.7]]);
    addAt(out, multiply(lowpass(buzz, sr, 2500), adsr(n, sr, 0.004, 0.02, 0.9, 0.02)), (t / ctx.speed) * sr, 1);
  }
  return oneShot(ctx, saturate(out, 1.5));
}

function success(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr } = ctx;
  const out = new Float32Array(len(sr, 1.6));
  const notes = [1046.5, 1318.5, 1568, 2093];
  notes.forEach((f, i) => addAt(out, chime(sr, f * ctx.pitch, i === notes.length - 1 ? 1 : 0.5), (i * 0.085 / ctx.speed) * sr, i === notes.length - 1 ? 1 : 0.75));
  return oneShot(ctx, out);
}

function pop(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const n = len(sr, 0.06);
  const x = multiply(oscillator(n, sr, "sine", glide(n, 900 * ctx.pitch, 250 * ctx.pitch), 0), strike(n, sr, 0.001, 0.06));
  addAt(x, tick(sr, rng, 2500, 0.004), 0, 0.4);
  return oneShot(ctx, x);
}

function coin(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(len(sr, 0.5));
  addAt(out, tone(sr, rng, 988 * ctx.pitch, 0.07, "square"), 0, 0.8);
  const second = tone(sr, rng, 1318.5 * ctx.pitch, 0.4, "square");
  addAt(out, multiply(second, strike(second.length, sr, 0.001, 0.4)), 0.07 * sr, 0.8);
  return oneShot(ctx, out);
}

function alarm(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const f = 2000 * ctx.pitch;
  const groups = timeline(ctx, () => 1 / ctx.speed, 0.01);
  const times = groups.flatMap((t) => [0, 0.12, 0.24, 0.36].map((d) => t + d / ctx.speed));
  return scatter(ctx.length, sr, rng.fork("beeps"), times, (g) => tone(sr, g, f, 0.08, "square"));
}

function sparkle(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, 1.8, 0.4);
  const out = new Float32Array(len(sr, seconds + 0.5));
  const scale = [1, 1.125, 1.25, 1.5, 1.667, 2, 2.25, 2.5, 3];
  const g = rng.fork("pings");
  for (const t of poissonTimes(g, 0, seconds, (t) => 40 * Math.exp(-t / (seconds / 2)) + 4)) {
    addAt(out, chime(sr, 1760 * ctx.pitch * g.pick(scale), g.range(0.15, 0.5)), t * sr, g.range(0.2, 0.8));
  }
  const shimmer = highpass(whiteNoise(out.length, g), sr, 7000);
  addAt(out, multiply(shimmer, strike(out.length, sr, 0.2, seconds)), 0, 0.08);
  return oneShot(ctx, out);
}

export const UI_RECIPES: Recipe[] = [
  {
    id: "beep", name: "beep", category: "ui", kind: "oneshot", defaultSeconds: 0.5, group: "ui",
    keywords: ["beep", "ui beep", "bleep", "blip", "sensor beep", "tone", "microwave beep"],
    weakKeywords: ["ui", "interface", "menu", "app", "button sound"],
    examples: ["UI beep", "short high beep"],
    render: beep,
  },
  {
    id: "notification", name: "notification chime", category: "ui", kind: "oneshot", defaultSeconds: 1.2, group: "ui",
    keywords: ["notification", "ding", "chime", "ping", "message", "alert", "notify", "new message", "incoming message", "doorbell", "ding dong"],
    variants: { doorbell: { pitch: 0.5 }, "ding dong": { pitch: 0.5 } },
    examples: ["notification ding", "new message alert", "doorbell"],
    render: notification,
  },
  {
    id: "click", name: "click", category: "ui", kind: "oneshot", defaultSeconds: 0.5, group: "ui",
    keywords: ["click", "clicking", "mouse click", "button click", "tap", "button press", "toggle", "light switch", "switch", "select"],
    examples: ["mouse click", "button click"],
    render: click,
  },
  {
    id: "error", name: "error buzzer", category: "ui", kind: "oneshot", defaultSeconds: 0.8, group: "ui",
    keywords: ["error", "buzzer", "error buzzer", "wrong", "wrong answer", "denied", "access denied", "fail", "failure", "invalid", "incorrect", "game show buzzer"],
    examples: ["error buzzer", "wrong answer"],
    render: error,
  },
  {
    id: "success", name: "success chime", category: "ui", kind: "oneshot", defaultSeconds: 1.5, group: "ui",
    keywords: ["success", "success chime", "achievement", "level up", "correct", "correct answer", "win", "victory", "complete", "completed", "reward", "tada"],
    examples: ["success notification chime", "level up", "achievement unlocked"],
    render: success,
  },
  {
    id: "pop", name: "pop", category: "ui", kind: "oneshot", defaultSeconds: 0.5, group: "ui",
    keywords: ["pop", "popping", "bubble pop", "cork pop", "plop"],
    examples: ["bubble pop", "cartoon pop"],
    render: pop,
  },
  {
    id: "coin", name: "coin pickup", category: "ui", kind: "oneshot", defaultSeconds: 0.6, group: "ui",
    keywords: ["coin", "coins", "coin pickup", "collect", "pickup", "arcade", "8 bit", "retro game", "video game", "chiptune", "power up item"],
    examples: ["coin pickup", "8-bit game sound"],
    render: coin,
  },
  {
    id: "alarm", name: "alarm beeping", category: "ui", kind: "events", defaultSeconds: 4, group: "ui",
    keywords: ["alarm", "alarm clock", "beep beep", "alarm beeping", "warning beeps", "constant beeping", "smoke alarm", "smoke detector", "timer beeping", "fire alarm"],
    variants: { "smoke alarm": { pitch: 1.6 }, "smoke detector": { pitch: 1.6 }, "fire alarm": { pitch: 1.4 } },
    examples: ["alarm clock beeping", "smoke alarm"],
    render: alarm,
  },
  {
    id: "sparkle", name: "magic sparkle", category: "ui", kind: "oneshot", defaultSeconds: 2.5, space: 0.5,
    keywords: ["sparkle", "sparkles", "magic", "magical", "twinkle", "twinkling", "shimmer", "fairy", "magic wand", "spell", "glitter", "fairy dust"],
    examples: ["magic wand sparkle", "fairy dust"],
    render: sparkle,
  },
];
