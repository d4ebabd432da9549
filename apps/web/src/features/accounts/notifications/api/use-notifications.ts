import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** How often the bell asks for new notifications while the app is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /v1/notifications: keyset pages, newest first; the first page carries the unread count. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam, signal }) => data(api.GET("/v1/notifications", { params: { query: { page_size: 10, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/** POST /v1/notifications/{id}/read, or /read-all without an id; the list is read again after. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? data(api.POST("/v1/notifications/{message_id}/read", { params: { path: { message_id: id } } })) : data(api.POST("/v1/notifications/read-all")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
