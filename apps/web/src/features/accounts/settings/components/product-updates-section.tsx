import type { User } from "@vocable/contract";
import { Switch } from "#components/ui/switch";
import { useEditUserMetadata } from "../api/use-edit-user-metadata";
import { SettingsSection } from "./settings-section";

/** Product-update e-mails on or off (every such e-mail also carries a one-click opt-out link). */
export function ProductUpdatesSection({ user }: { user: User }) {
  const edit = useEditUserMetadata();
  const checked = edit.isPending && edit.variables !== undefined ? edit.variables : user.agrees_to_product_updates;
  return (
    <SettingsSection title="Product updates" testId="settings-product-updates">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="product-updates" className="text-sm text-zinc-700 dark:text-zinc-300">
          E-mail me about new features and improvements
        </label>
        <Switch id="product-updates" label="Product update e-mails" checked={checked} onCheckedChange={(next) => edit.mutate(next)} />
      </div>
    </SettingsSection>
  );
}
