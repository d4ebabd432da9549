import { Input } from "#components/ui/input";

interface DubTrimFieldsProps {
  start: string;
  end: string;
  onStart: (text: string) => void;
  onEnd: (text: string) => void;
  startInvalid: boolean;
  endInvalid: boolean;
}

const HINT_ID = "dub-trim-hint";

/** One optional time field of the trim: its label, the text typed, and whether it reads as a time. */
function TrimField({ id, label, placeholder, value, onChange, invalid }: { id: string; label: string; placeholder: string; value: string; onChange: (text: string) => void; invalid: boolean }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <Input
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={HINT_ID}
        data-testid={id}
      />
    </div>
  );
}

/** The part of the media to dub (start_time, end_time): seconds or minutes and seconds, both optional. */
export function DubTrimFields({ start, end, onStart, onEnd, startInvalid, endInvalid }: DubTrimFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TrimField id="dub-start-time" label="Start time" placeholder="0:00" value={start} onChange={onStart} invalid={startInvalid} />
        <TrimField id="dub-end-time" label="End time" placeholder="The end" value={end} onChange={onEnd} invalid={endInvalid} />
      </div>
      <p id={HINT_ID} className="text-xs text-muted-foreground">
        Dub only a part: seconds (90) or minutes and seconds (1:30). Empty: the whole file.
      </p>
    </>
  );
}
