import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

export interface SignInInput {
  email: string;
  password: string;
}

/** E-mail + password sign-in; the session cookie is set by the server. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      apiJson<unknown>("/api/auth/sign-in/email", { method: "POST", json: { ...input, rememberMe: true } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
