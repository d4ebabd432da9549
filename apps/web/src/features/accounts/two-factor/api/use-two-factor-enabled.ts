import { useSession } from "#features/accounts/sign-in/api/use-session";

/**
 * Whether the signed-in user has two-factor on: Better Auth's session carries the plugin's
 * `twoFactorEnabled` user field. Undefined while the session loads.
 */
export function useTwoFactorEnabled(): boolean | undefined {
  const { data } = useSession();
  if (!data) return undefined;
  return (data.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true;
}
