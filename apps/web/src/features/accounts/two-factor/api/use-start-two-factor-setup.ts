import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";

/**
 * Better Auth's /two-factor/enable: checks the password and makes a new secret, answered as an
 * otpauth:// URI (for the QR code). Nothing is on until a first code confirms it.
 */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: async (password: string) => {
      const answer = await apiJson<{ totpURI: string }>("/api/auth/two-factor/enable", { method: "POST", json: { password } });
      return { uri: answer.totpURI, secret: new URL(answer.totpURI).searchParams.get("secret") ?? "" };
    },
  });
}
