import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Creates an account; Better Auth signs the new user in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => apiJson<unknown>("/api/auth/sign-up/email", { method: "POST", json: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
