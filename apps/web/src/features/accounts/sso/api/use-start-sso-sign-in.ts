import type { FoundSsoProvider } from "@vocable/contract";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { ApiError, apiJson } from "#lib/api-client";
import { UserFacingError } from "#lib/handle-error";
import type { SsoCallbackUrls } from "../sso-urls";

export interface StartSsoSignInInput extends SsoCallbackUrls {
  /** The work e-mail (optional with an invite code): finds the provider and is its login hint. */
  email?: string;
  inviteCode?: string;
}

/** Where the attempt stands: no provider serves the address/invite, or the provider's authorization URL to go to. */
export type StartSsoSignInResult = { kind: "not-found" } | { kind: "redirect"; url: string; provider: FoundSsoProvider };

/**
 * Finds the identity provider for a work e-mail or invite (GET /v1/workspace/find-sso-provider,
 * no sign-in needed; 404 when none serves it), then asks Better Auth's SSO sign-in for the
 * provider's authorization URL (POST /api/auth/sign-in/sso). The caller sends the browser there.
 */
export function useStartSsoSignIn() {
  return useMutation({
    mutationFn: async ({ email, inviteCode, ...callbacks }: StartSsoSignInInput): Promise<StartSsoSignInResult> => {
      let provider: FoundSsoProvider;
      try {
        provider = await data(api.GET("/v1/workspace/find-sso-provider", { params: { query: { email: email || undefined, invite_code: inviteCode || undefined } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { kind: "not-found" };
        throw error;
      }
      const answer = await apiJson<{ url?: unknown }>("/api/auth/sign-in/sso", {
        method: "POST",
        json: { providerId: provider.provider_id, ...callbacks, ...(email ? { loginHint: email } : {}) },
      });
      const url = typeof answer?.url === "string" ? answer.url : "";
      if (!/^https?:\/\//i.test(url)) throw new UserFacingError("Single sign-on failed: the identity provider's sign-in address is missing. Try again.");
      return { kind: "redirect", url, provider };
    },
  });
}
