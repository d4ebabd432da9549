import { storageKey } from "@vocable/domain";

/** Name of the BroadcastChannel tabs of this site share for account events. */
export const AUTH_CHANNEL_NAME = "xi:auth";
/** Local-storage key whose change tells other tabs (browsers without BroadcastChannel). */
export const SIGN_OUT_SIGNAL_KEY = storageKey("sign-out-signal");

interface SignOutMessage {
  type: "signed-out";
  id: string;
}

function isSignOutMessage(value: unknown): value is SignOutMessage {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "signed-out";
}

/** What the signal needs from the browser (injectable, so two "tabs" can be tested in one process). */
export interface SignOutSignalEnv {
  createChannel?: (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener" | "removeEventListener">;
  storage?: Pick<Storage, "setItem" | "removeItem">;
  /** Where `storage` events arrive (window). */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  newId?: () => string;
}

/**
 * Tells the other tabs of this browser that the user signed out, and hears them: a
 * BroadcastChannel where the browser has one, else a write to local storage (other tabs get a
 * `storage` event). Each announcement is heard once per tab, and never by the tab that made it.
 */
export function createSignOutSignal(env: SignOutSignalEnv) {
  const channel = env.createChannel?.(AUTH_CHANNEL_NAME) ?? null;
  const newId = env.newId ?? (() => `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const seen = new Set<string>();

  return {
    /** Announces a sign-out to the other tabs. */
    announce(): void {
      const message: SignOutMessage = { type: "signed-out", id: newId() };
      seen.add(message.id);
      if (channel) {
        channel.postMessage(message);
        return;
      }
      try {
        env.storage?.setItem(SIGN_OUT_SIGNAL_KEY, JSON.stringify(message));
        env.storage?.removeItem(SIGN_OUT_SIGNAL_KEY);
      } catch {
        // Storage disabled: the other tabs find out at their next session check.
      }
    },
    /** Calls `listener` when another tab signed out; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      const hear = (value: unknown) => {
        if (!isSignOutMessage(value) || seen.has(value.id)) return;
        seen.add(value.id);
        listener();
      };
      const onMessage = (event: Event) => hear((event as MessageEvent).data);
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (key !== SIGN_OUT_SIGNAL_KEY || !newValue) return;
        try {
          hear(JSON.parse(newValue));
        } catch {
          // Not ours.
        }
      };
      channel?.addEventListener("message", onMessage);
      env.events?.addEventListener("storage", onStorage);
      return () => {
        channel?.removeEventListener("message", onMessage);
        env.events?.removeEventListener("storage", onStorage);
      };
    },
    close(): void {
      channel?.close();
    },
  };
}

export type SignOutSignal = ReturnType<typeof createSignOutSignal>;

let browserSignal: SignOutSignal | null = null;

/** This tab's signal. */
export function signOutSignal(): SignOutSignal {
  browserSignal ??= createSignOutSignal({
    createChannel: typeof BroadcastChannel === "undefined" ? undefined : (name) => new BroadcastChannel(name),
    storage: window.localStorage,
    events: window,
  });
  return browserSignal;
}
