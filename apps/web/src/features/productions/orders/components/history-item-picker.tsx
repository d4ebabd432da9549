import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Field } from "#components/ui/field";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { Select } from "#features/dubbing/dubs/components/select";
import { useRecentHistory } from "../api/use-recent-history";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A select of the user's latest history items (their audio becomes the media). */
export function HistoryItemPicker({ value, onChange, disabled }: { value: string; onChange: (id: string) => void; disabled?: boolean }) {
  const history = useRecentHistory(true);
  if (history.isPending) return <Spinner label="Loading your history" />;
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Your history could not be loaded: {errorMessage(history.error)}{" "}
        <button type="button" className="underline" onClick={() => void history.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const items = history.data.history;
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No history items yet.{" "}
        <Link to={APP_ROUTES.textToSpeech} className="font-medium underline">
          Generate speech
        </Link>{" "}
        first, or upload a file instead.
      </p>
    );
  }
  return (
    <Field id="order-media-history" label="History item" hint="Your latest generations, newest first.">
      <Select id="order-media-history" value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        <option value="">Choose a history item</option>
        {items.map((item) => (
          <option key={item.history_item_id} value={item.history_item_id}>
            {`${item.text.slice(0, 60)}${item.text.length > 60 ? "…" : ""} (${item.voice_name}, ${dateFormat.format(new Date(item.date_unix * 1000))})`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
