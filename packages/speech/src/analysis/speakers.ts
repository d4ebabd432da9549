/**
 * Who speaks when (speaker diarization), from speaker embeddings: the speech (Silero VAD) is cut
 * into windows of 1.5-3 s, each window gets an x-vector, and windows are clustered bottom-up
 * (average linkage on cosine similarity) until no two clusters are alike enough to be one voice.
 * Windows too short for a reliable embedding join the cluster they are nearest to.
 *
 * The embeddings run in the speaker worker thread: ~0.2 s of CPU per second of speech.
 */
import { NotEnoughSpeechError, SAME_SPEAKER_THRESHOLD, cosineSimilarity, embedSpeaker } from "../speaker/speaker-embedding";
import { detectSpeech, type SpeechSegment } from "../vad/silero-vad";

/** Speech windows aim at this length (s)... */
const WINDOW_SECONDS = 2;
/** ...and a segment longer than this is cut into several. */
const MAX_WINDOW_SECONDS = 3;
/** Windows shorter than this are not clustered: they join the nearest cluster afterwards. */
const MIN_WINDOW_SECONDS = 1.5;
/** A change of speaker inside a stretch of speech is placed with probes this long... */
const PROBE_SECONDS = 1;
/** ...this far apart. */
const PROBE_STEP_SECONDS = 0.25;

export interface SpeakerTurns {
  /** `speaker_0`, `speaker_1`... in order of speech time, most first. */
  id: string;
  /** Stretches of this speaker's speech, in seconds from the start, in order. */
  segments: SpeechSegment[];
  speechSeconds: number;
}

export interface SpeakerSeparation {
  speakers: SpeakerTurns[];
}

export interface SeparationOptions {
  /** Two clusters whose average similarity reaches this are one speaker; default {@link SAME_SPEAKER_THRESHOLD}. */
  threshold?: number;
  /** At most this many speakers: clusters keep merging (the most alike first) past the threshold until there are no more. */
  maxSpeakers?: number;
  signal?: AbortSignal;
}

interface Window extends SpeechSegment {
  embedding: Float32Array | null;
  cluster: number;
}

/** Cuts speech segments into windows of ~2 s (1.5-3 s where the segment allows; shorter segments whole). */
export function speechWindows(segments: readonly SpeechSegment[]): SpeechSegment[] {
  const windows: SpeechSegment[] = [];
  for (const segment of segments) {
    const length = segment.end - segment.start;
    const count = Math.max(1, Math.round(length / WINDOW_SECONDS), Math.ceil(length / MAX_WINDOW_SECONDS));
    const step = length / count;
    for (let i = 0; i < count; i++) windows.push({ start: segment.start + i * step, end: i === count - 1 ? segment.end : segment.start + (i + 1) * step });
  }
  return windows;
}

/** Mean of vectors (not normalised: cosine similarity ignores length). */
function centroid(vectors: readonly Float32Array[]): Float32Array {
  const sum = new Float32Array(vectors[0].length);
  for (const v of vectors) for (let i = 0; i < v.length; i++) sum[i] += v[i];
  return sum;
}

/**
 * Average-linkage agglomerative clustering: repeatedly merges the two clusters with the highest
 * mean pairwise similarity while it reaches `threshold` (or while there are more than `maxClusters`).
 * Returns a cluster index per vector.
 */
export function clusterEmbeddings(embeddings: readonly Float32Array[], threshold: number, maxClusters = Infinity): number[] {
  const n = embeddings.length;
  const sim = embeddings.map((a) => embeddings.map((b) => cosineSimilarity(a, b)));
  // Sum of pairwise similarities between clusters, and their members.
  let clusters = embeddings.map((_, i) => [i]);
  let link = sim.map((row) => row.slice());
  for (;;) {
    let best = -Infinity;
    let pair: [number, number] = [-1, -1];
    for (let a = 0; a < clusters.length; a++) {
      for (let b = a + 1; b < clusters.length; b++) {
        const average = link[a][b] / (clusters[a].length * clusters[b].length);
        if (average > best) {
          best = average;
          pair = [a, b];
        }
      }
    }
    if (pair[0] < 0 || (best < threshold && clusters.length <= maxClusters)) break;
    const [a, b] = pair;
    const merged = [...clusters[a], ...clusters[b]];
    const keep = clusters.map((_, i) => i).filter((i) => i !== a && i !== b);
    const mergedLinks = keep.map((k) => link[a][k] + link[b][k]);
    link = [...keep.map((k, i) => [...keep.map((j) => link[k][j]), mergedLinks[i]]), [...mergedLinks, 0]];
    clusters = [...keep.map((k) => clusters[k]), merged];
  }
  const labels = new Array<number>(n).fill(0);
  clusters.forEach((members, c) => members.forEach((i) => (labels[i] = c)));
  return labels;
}

/** The embedding of a stretch of the audio, or null when it holds too little speech for one. */
async function embedWindow(samples: Int16Array, sampleRate: number, window: SpeechSegment): Promise<Float32Array | null> {
  const from = Math.max(0, Math.floor(window.start * sampleRate));
  const to = Math.min(samples.length, Math.ceil(window.end * sampleRate));
  try {
    return await embedSpeaker(samples.subarray(from, to), sampleRate);
  } catch (err) {
    if (err instanceof NotEnoughSpeechError) return null;
    throw err;
  }
}

/** The windows of the audio's speech with their embeddings and clusters (-1 before clustering). */
async function embedWindows(samples: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Window[]> {
  const segments = await detectSpeech(samples, sampleRate);
  const windows = speechWindows(segments);
  signal?.throwIfAborted();
  // All at once: the worker serves them in order.
  const embeddings = await Promise.all(windows.map((w) => embedWindow(samples, sampleRate, w)));
  signal?.throwIfAborted();
  return windows.map((w, i) => ({ ...w, embedding: embeddings[i], cluster: -1 }));
}

/** Clusters the long windows, then gives every other window the cluster nearest to it (by embedding, else in time). */
function assignClusters(windows: Window[], threshold: number, maxSpeakers?: number): void {
  const long = windows.filter((w) => w.embedding && w.end - w.start >= MIN_WINDOW_SECONDS);
  // Too few long windows: cluster whatever could be embedded.
  const clustered = long.length >= 1 ? long : windows.filter((w) => w.embedding);
  clusterEmbeddings(clustered.map((w) => w.embedding!), threshold, maxSpeakers).forEach((c, i) => (clustered[i].cluster = c));
  const count = Math.max(0, ...clustered.map((w) => w.cluster + 1));
  const centroids = Array.from({ length: count }, (_, c) => centroid(clustered.filter((w) => w.cluster === c).map((w) => w.embedding!)));
  for (const w of windows) {
    if (w.cluster >= 0 || !w.embedding) continue;
    let best = -Infinity;
    centroids.forEach((centre, c) => {
      const s = cosineSimilarity(w.embedding!, centre);
      if (s > best) [best, w.cluster] = [s, c];
    });
  }
  // No embedding at all (a scrap of speech): the speaker of the nearest window in time.
  for (const w of windows) {
    if (w.cluster >= 0) continue;
    const distance = (o: Window) => Math.max(o.start - w.end, w.start - o.end, 0);
    const nearest = windows.filter((o) => o.embedding && o.cluster >= 0).sort((a, b) => distance(a) - distance(b))[0];
    w.cluster = nearest ? nearest.cluster : 0;
  }
}

/**
 * Places each change of speaker between two touching windows (one stretch of speech, no pause to
 * cut at) more precisely than the window grid: short probes across both windows are each compared
 * with the two speakers, and the change goes where the probes before it sound most like the first
 * speaker and those after it like the second.
 */
async function refineChanges(samples: Int16Array, sampleRate: number, windows: Window[], signal?: AbortSignal): Promise<void> {
  const clusters = [...new Set(windows.map((w) => w.cluster))];
  const centres = new Map(clusters.map((c) => [c, centroid(windows.filter((w) => w.cluster === c && w.embedding).map((w) => w.embedding!))]));
  for (let i = 0; i + 1 < windows.length; i++) {
    const [a, b] = [windows[i], windows[i + 1]];
    if (a.cluster === b.cluster || Math.abs(a.end - b.start) > 1e-9) continue;
    const before = centres.get(a.cluster)!;
    const after = centres.get(b.cluster)!;
    if (before.length === 0 || after.length === 0) continue;
    const probes: SpeechSegment[] = [];
    for (let start = a.start; start + PROBE_SECONDS <= b.end + 1e-9; start += PROBE_STEP_SECONDS) probes.push({ start, end: start + PROBE_SECONDS });
    const embeddings = await Promise.all(probes.map((p) => embedWindow(samples, sampleRate, p)));
    signal?.throwIfAborted();
    // Positive: sounds like the speaker after the change.
    const lean = embeddings.map((e) => (e ? cosineSimilarity(e, after) - cosineSimilarity(e, before) : 0));
    let bestScore = -Infinity;
    let change = a.end;
    for (let k = 0; k <= probes.length; k++) {
      let score = 0;
      lean.forEach((l, j) => (score += j < k ? -l : l));
      if (score > bestScore) {
        bestScore = score;
        // Between the centres of the last probe before and the first after.
        const centre = (p: SpeechSegment) => (p.start + p.end) / 2;
        change = k === 0 ? a.start : k === probes.length ? b.end : (centre(probes[k - 1]) + centre(probes[k])) / 2;
      }
    }
    // Keep both windows at least half a probe long: the clustering judged them as wholes.
    change = Math.min(Math.max(change, a.start + PROBE_SECONDS / 2), b.end - PROBE_SECONDS / 2);
    a.end = change;
    b.start = change;
  }
}

/**
 * Separates the speakers of mono 16-bit audio (any rate): who speaks when, the speaker with the
 * most speech first. No speech gives no speakers; speech too short to embed is one speaker.
 * Rejects as `detectSpeech` and `embedSpeaker` do when their models are missing.
 */
export async function separateSpeakers(samples: Int16Array, sampleRate: number, opts: SeparationOptions = {}): Promise<SpeakerSeparation> {
  const windows = await embedWindows(samples, sampleRate, opts.signal);
  assignClusters(windows, opts.threshold ?? SAME_SPEAKER_THRESHOLD, opts.maxSpeakers);
  await refineChanges(samples, sampleRate, windows, opts.signal);
  const byCluster = new Map<number, SpeechSegment[]>();
  for (const w of windows) {
    const segments = byCluster.get(w.cluster) ?? [];
    const last = segments[segments.length - 1];
    // Adjacent windows of one segment join again.
    if (last && Math.abs(last.end - w.start) < 1e-9) last.end = w.end;
    else segments.push({ start: w.start, end: w.end });
    byCluster.set(w.cluster, segments);
  }
  const speakers = [...byCluster.values()]
    .map((segments) => ({ segments, speechSeconds: segments.reduce((sum, s) => sum + s.end - s.start, 0) }))
    .sort((a, b) => b.speechSeconds - a.speechSeconds || a.segments[0].start - b.segments[0].start);
  return { speakers: speakers.map((s, i) => ({ id: `speaker_${i}`, ...s })) };
}

export interface OneSpeakerCheck {
  /** Speakers found (0 when there is no speech). */
  speakers: number;
  /**
   * The lowest cosine similarity of a window's embedding to the mean of all windows: near 1 for a
   * single steady voice, lower when a part of the sample sounds like someone else (1 with fewer
   * than two windows).
   */
  minSimilarity: number;
}

/** Whether a voice sample holds one speaker (instant cloning refuses a sample with two voices). */
export async function checkOneSpeaker(samples: Int16Array, sampleRate: number, opts: SeparationOptions = {}): Promise<OneSpeakerCheck> {
  const windows = await embedWindows(samples, sampleRate, opts.signal);
  if (windows.length === 0) return { speakers: 0, minSimilarity: 1 };
  assignClusters(windows, opts.threshold ?? SAME_SPEAKER_THRESHOLD, opts.maxSpeakers);
  const embedded = windows.filter((w) => w.embedding).map((w) => w.embedding!);
  const centre = embedded.length ? centroid(embedded) : undefined;
  const minSimilarity = embedded.length < 2 ? 1 : Math.min(...embedded.map((e) => cosineSimilarity(e, centre!)));
  return { speakers: new Set(windows.map((w) => w.cluster)).size, minSimilarity };
}
