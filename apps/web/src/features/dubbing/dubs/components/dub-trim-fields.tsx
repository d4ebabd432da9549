import { Input } from "#components/ui/input";

interface DubTrimFieldsProps {
  start: string;
  end: string;
  onStart: (text: string) => void;
  onEnd: (text: string) => void;
  startInvalid: boolean;
  endInvalid: boolean;
}

/** The part of the media to dub (start_time, end_time): seconds or minutes and seconds, both optional. */
export function DubTrimFields({ start, end, onStart, onEnd, startInvalid, endInvalid }: DubTrimFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="dub-start-time" className="text-sm font-medium">
            Start time <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Input
            id="dub-start-time"
            inputMode="decimal"
            placeholder="0:00"
            value={start}
            onChange={(e) => onStart(e.target.value)}
            aria-invalid={startInvalid || undefined}
            aria-describedby="dub-trim-hint"
            data-testid="dub-start-time"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="dub-end-time" className="text-sm font-medium">
            End time <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Input
            id="dub-end-time"
            inputMode="decimal"
            placeholder="The end"
            value={end}
            onChange={(e) => onEnd(e.target.value)}
            aria-invalid={endInvalid || undefined}
            aria-describedby="dub-trim-hint"
            data-testid="dub-end-time"
          />
        </div>
      </div>
      <p id="dub-trim-hint" className="text-xs text-muted-foreground">
        Dub only a part: seconds (90) or minutes and seconds (1:30). Empty: the whole file.
      </p>
    </>
  );
}
