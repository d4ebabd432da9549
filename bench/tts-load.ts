/** HTTP load for the speech benchmark: one request timed, many at once, and a probe running beside them. */

export interface Timing {
  /** Milliseconds to the first audio byte. */
  ttfb: number;
  /** Milliseconds to the last byte. */
  total: number;
  bytes: number;
}

export interface SpeakOptions {
  url: string;
  key: string;
  voiceId: string;
  text: string;
  format: string;
  /** The `/stream` endpoint (true) or the whole-file one. */
  stream: boolean;
  /** History item kept (the default) or not. */
  logging?: boolean;
}

/** One text-to-speech request, its response read to the end. */
export async function speak(o: SpeakOptions): Promise<Timing> {
  const query = `output_format=${o.format}${o.logging === false ? "&enable_logging=false" : ""}`;
  const start = performance.now();
  const res = await fetch(`${o.url}/v1/text-to-speech/${o.voiceId}${o.stream ? "/stream" : ""}?${query}`, {
    method: "POST",
    headers: { "xi-api-key": o.key, "content-type": "application/json" },
    body: JSON.stringify({ text: o.text }),
  });
  if (!res.ok) throw new Error(`text-to-speech failed: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  let ttfb = 0;
  let bytes = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    if (!ttfb && r.value.length) ttfb = performance.now() - start;
    bytes += r.value.length;
  }
  return { ttfb, total: performance.now() - start, bytes };
}

/** `concurrency` clients each sending `rounds` requests one after another; the wall time of it all. */
export async function load(o: SpeakOptions, concurrency: number, rounds: number): Promise<{ results: Timing[]; wallMs: number; characters: number }> {
  const results: Timing[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < rounds; i++) results.push(await speak(o));
    }),
  );
  return { results, wallMs: performance.now() - start, characters: concurrency * rounds * o.text.length };
}

/**
 * `concurrency` clients sending requests back to back until `until` settles (each finishes the
 * request it is in). `running` resolves once every client has received its first bytes.
 */
export function loadUntil(o: SpeakOptions, concurrency: number, until: Promise<unknown>): { running: Promise<void>; done: Promise<number> } {
  let stop = false;
  void until.finally(() => (stop = true));
  let started = 0;
  let markRunning = () => {};
  const running = new Promise<void>((resolve) => (markRunning = resolve));
  const done = Promise.all(
    Array.from({ length: concurrency }, async () => {
      let count = 0;
      while (!stop) {
        const first = count === 0;
        const res = await fetch(`${o.url}/v1/text-to-speech/${o.voiceId}/stream?output_format=${o.format}&enable_logging=false`, {
          method: "POST",
          headers: { "xi-api-key": o.key, "content-type": "application/json" },
          body: JSON.stringify({ text: o.text }),
        });
        if (!res.ok) throw new Error(`text-to-speech failed: ${res.status} ${await res.text()}`);
        const reader = res.body!.getReader();
        let seen = false;
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          if (first && !seen && r.value.length) {
            seen = true;
            if (++started === concurrency) markRunning();
          }
        }
        count++;
      }
      return count;
    }),
  ).then((counts) => counts.reduce((a, b) => a + b, 0));
  // A failed client rejects `running` too, instead of leaving it pending.
  return { running: Promise.race([running, done.then(() => {})]), done };
}
