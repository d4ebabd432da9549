import { Icon } from "../../components/ui/icon";
import { useSession } from "../auth/api/use-session";
import { useSignOut } from "../auth/api/use-sign-out";
import { ThemeToggle } from "../theme/theme-toggle";

/** Signed-in e-mail, theme toggle and Sign out. */
export function AccountBox() {
  const { data: session } = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-2 px-1">
        <span className="min-w-0 truncate text-xs text-zinc-500 dark:text-zinc-400" data-testid="user-email" title={session?.user.email}>
          {session?.user.email}
        </span>
        <ThemeToggle />
      </div>
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        data-testid="sign-out"
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white"
      >
        <Icon name="logout" className="h-4.5 w-4.5" />
        Sign out
      </button>
    </div>
  );
}
