import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { track } from "#features/accounts/privacy/track";
import { sessionQueryOptions } from "./session-query";

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates an account. The server answers a registered address exactly like a new one, except that
 * no session comes with it (the owner gets an e-mail instead), so whether a session exists
 * afterwards is what tells the form to enter the app or to say "check your inbox".
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<{ signedIn: boolean }> => {
      await apiJson<unknown>("/api/auth/sign-up/email", { method: "POST", json: input });
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (session) track("sign_up_completed");
      return { signedIn: session !== null };
    },
  });
}
