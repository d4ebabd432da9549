import type { Page } from "@playwright/test";

/**
 * Lets every answer whose URL includes `urlIncludes` (the /stream calls) through up to its first
 * 40 kB (a few seconds of audio), then either holds the rest until the test calls `window.__releaseStreams()` ("hold") or breaks the answer off
 * with a network error ("break"). With "hold" it also notes, for each `playing` event of the
 * player, whether the rest had been let through yet: what the player does before all the audio
 * arrives is then certain, not a race between the server and the browser. (The timings
 * themselves: `npm run bench:playback`.)
 */
export async function cutStreamTails(page: Page, how: "hold" | "break", urlIncludes = "/stream?") {
  await page.addInitScript(({ how, urlIncludes }) => {
    const w = window as unknown as { __released: boolean; __releaseStreams: () => void; __playing: boolean[] };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    w.__released = false;
    w.__playing = [];
    w.__releaseStreams = () => {
      w.__released = true;
      release();
    };
    document.addEventListener("playing", () => w.__playing.push(w.__released), { capture: true });
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(urlIncludes) || !response.body) return response;
      const reader = response.body.getReader();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 40_000 && how === "break") {
            await reader.cancel();
            controller.error(new TypeError("network error"));
            return;
          }
          if (sent >= 40_000) await released;
          const { done, value } = await reader.read();
          if (done) return controller.close();
          sent += value.length;
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  }, { how, urlIncludes });
}
