import { formatRelativeTime } from "@vocable/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { errorMessage, handleError } from "#lib/handle-error";
import { useMarkNotificationsRead, useNotifications } from "../api/use-notifications";

const SEVERITY_DOT = { info: "bg-sky-500", success: "bg-emerald-500", warning: "bg-amber-500", error: "bg-red-500" } as const;

/**
 * The bell of the signed-in shell: the unread count on the button; the panel lists the user's
 * notifications (keyset pages, "Show more"), those needing attention marked, each read when opened
 * (and followed to its page); "Mark all as read". Escape or a click outside closes it.
 */
export function NotificationBell({ align = "left" }: { align?: "left" | "right" }) {
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = list.data?.pages[0]?.unread_count ?? 0;
  const messages = list.data?.pages.flatMap((p) => p.messages) ?? [];
  const now = useNowUnix();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <Icon name="bell" className="h-5 w-5" />
        {unread > 0 ? (
          <span data-testid="notification-unread" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          data-testid="notification-panel"
          className={cn(
            "absolute top-11 z-50 flex max-h-[70vh] w-80 max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xl dark:border-zinc-800 dark:bg-zinc-900",
            align === "right" ? "right-0" : "left-0",
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
            <h2 className="text-sm font-semibold">Notifications</h2>
            <Button variant="ghost" size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(null, { onError: handleError })} data-testid="notification-read-all">
              Mark all as read
            </Button>
          </div>
          <div className="overflow-y-auto">
            {list.isPending ? (
              <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
                <Spinner /> Loading
              </p>
            ) : list.isError ? (
              <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} className="m-3" />
            ) : messages.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">Nothing yet: finished transcripts, trained voices, invitations and other news of your account show here.</p>
            ) : (
              <ul>
                {messages.map((m) => (
                  <li key={m.message_id}>
                    <button
                      type="button"
                      data-testid="notification-item"
                      data-read={m.has_been_read ? "true" : "false"}
                      onClick={() => {
                        if (!m.has_been_read) markRead.mutate(m.message_id, { onError: handleError });
                        if (m.link) {
                          setOpen(false);
                          void navigate(m.link);
                        }
                      }}
                      className={cn(
                        "flex w-full gap-2.5 border-b border-zinc-100 px-3 py-2.5 text-left hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/60",
                        m.needs_attention && !m.has_been_read && "border-l-4 border-l-amber-500",
                      )}
                    >
                      <span aria-hidden className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", m.has_been_read ? "bg-transparent" : SEVERITY_DOT[m.severity])} />
                      <span className="min-w-0 flex-1">
                        <span className={cn("block text-sm", !m.has_been_read && "font-semibold")}>{m.title}</span>
                        <span className="block text-xs text-zinc-600 dark:text-zinc-400">{m.description}</span>
                        <span className="mt-0.5 block text-xs text-zinc-500 dark:text-zinc-400">
                          {formatRelativeTime(Math.floor(m.create_date_unix_ms / 1000), now)}
                          {m.needs_attention && !m.has_been_read ? " · Needs attention" : ""}
                          {m.has_been_read ? "" : " · Unread"}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {list.hasNextPage ? (
              <div className="p-2">
                <Button variant="ghost" size="sm" className="w-full" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  {list.isFetchingNextPage ? <Spinner /> : null} Show more
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
