import WebSocket from "ws";

/** A message received on a test socket, with its arrival time. */
export interface ReceivedMessage {
  at: number;
  message: Record<string, unknown>;
}

/** A socket that records every JSON message with its arrival time, and how it closed. */
export function openTestSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const received: ReceivedMessage[] = [];
  ws.on("message", (data) => received.push({ at: Date.now(), message: JSON.parse(String(data)) }));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const opened = new Promise<void>((resolve, reject) => {
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
  const send = async (message: unknown) => {
    await opened;
    ws.send(typeof message === "string" ? message : JSON.stringify(message));
  };
  return { ws, received, closed, send, opened };
}

/** The audio of the messages (base64 `audio`), joined. */
export function audioOf(received: readonly ReceivedMessage[]): Buffer {
  return Buffer.concat(received.filter((r) => typeof r.message.audio === "string").map((r) => Buffer.from(r.message.audio as string, "base64")));
}

/** The characters of the messages' alignments (of one context when `contextId` is given), joined. */
export function alignedText(received: readonly ReceivedMessage[], contextId?: string): string {
  return received
    .filter((r) => contextId === undefined || r.message.contextId === contextId)
    .flatMap((r) => (r.message.alignment as { chars?: string[] } | null | undefined)?.chars ?? [])
    .join("");
}

/** Polls `check` every 50 ms for up to 30 s. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}
