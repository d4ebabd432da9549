import { permissionsSummary, type ApiKeyPermission } from "@vocable/domain";

/** A key's permissions, monthly usage against its limit, and whether it is disabled, in one line. */
export function ApiKeyUsage({ permissions, characterLimit, characterCount, isDisabled }: { permissions: ApiKeyPermission[]; characterLimit: number | null; characterCount: number; isDisabled: boolean }) {
  return (
    <span className="text-xs text-muted-foreground" data-testid="api-key-usage">
      {isDisabled ? <span className="mr-1 rounded bg-zinc-200 px-1.5 py-0.5 font-medium text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200">Disabled</span> : null}
      {permissionsSummary(permissions)} ·{" "}
      {characterLimit === null
        ? `${characterCount.toLocaleString("en-US")} characters this month, no limit`
        : `${characterCount.toLocaleString("en-US")} of ${characterLimit.toLocaleString("en-US")} characters this month`}
    </span>
  );
}
