import type { SeatType } from "@vocable/contract";
import { MAX_BATCH_INVITES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { useGroups } from "#features/workspaces/workspace-groups/api/use-groups";
import { useInviteMembers } from "../api/use-invite-members";

/** The addresses of a textarea: split on commas, semicolons, spaces and line breaks; lower-cased; each once. */
export function parseEmails(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite one or several people by e-mail, as editors or admins, optionally into groups. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteMembers();
  const groups = useGroups();
  const [text, setText] = useState("");
  const [seatType, setSeatType] = useState<SeatType>("workspace_member");
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setText("");
      setGroupIds([]);
      setError(null);
      invite.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = parseEmails(text);
    const bad = emails.filter((e) => !EMAIL.test(e));
    if (emails.length === 0) return setError("Enter at least one e-mail address.");
    if (bad.length > 0) return setError(`Not an e-mail address: ${bad.join(", ")}`);
    if (emails.length > MAX_BATCH_INVITES) return setError(`At most ${MAX_BATCH_INVITES} addresses at once.`);
    setError(null);
    invite.mutate({ emails, seat_type: seatType, group_ids: groupIds }, { onSuccess: () => close(false), onError: (e) => setError(errorMessage(e)) });
  };

  const groupList = Object.values(groups.data ?? {});
  return (
    <Dialog open={open} onOpenChange={close} title="Invite members" description="Each address gets an e-mail with a link to join. A pending invite takes a seat.">
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="invite-form">
        <Field id="invite-emails" label="E-mail addresses" error={error} hint="One or several, separated by commas or new lines.">
          <Textarea id="invite-emails" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="name@company.com" aria-invalid={error ? true : undefined} />
        </Field>
        <Field id="invite-role" label="Role">
          <select
            id="invite-role"
            value={seatType}
            onChange={(e) => setSeatType(e.target.value as SeatType)}
            className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="workspace_member">Editor</option>
            <option value="workspace_admin">Admin</option>
          </select>
        </Field>
        {groupList.length > 0 ? (
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 text-sm font-medium">Groups</legend>
            {groupList.map((g) => (
              <label key={g.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={groupIds.includes(g.id)}
                  onChange={(e) => setGroupIds((ids) => (e.target.checked ? [...ids, g.id] : ids.filter((id) => id !== g.id)))}
                />
                {g.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending} data-testid="invite-submit">
            Send invites
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
