import {
  CANCEL_TEXT_DEFAULT,
  CONFIRM_TEXT_DEFAULT,
  confirmDisabled,
  confirmLabel,
  lockSecondsLeft,
  type ConfirmationToggle,
} from "@vocable/domain";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { Switch } from "./switch";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
  pending?: boolean;
  /** An optional toggle; confirm stays disabled until it differs from its start (when it can change). */
  toggle?: ConfirmationToggle & { label: string };
  /** Keeps confirm disabled for this many seconds after opening, counting down on the button. */
  lockSeconds?: number;
  /** Confirm answers with the toggle's value when there is a toggle. */
  onConfirm: (toggle?: boolean) => void;
}

/** Confirmation dialog (spec accounts §4): defaults Continue / Cancel, optional toggle and countdown lock. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // A fresh body per opening: the toggle and the lock start over each time.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  onOpenChange,
  title,
  description,
  confirmText = CONFIRM_TEXT_DEFAULT,
  cancelText = CANCEL_TEXT_DEFAULT,
  destructive,
  pending,
  toggle,
  lockSeconds,
  onConfirm,
}: ConfirmDialogProps) {
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const [toggleValue, setToggleValue] = useState(toggle?.initial);
  const secondsLeft = lockSecondsLeft(openedAt, now, lockSeconds);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  return (
    <Dialog open onOpenChange={onOpenChange} title={title} description={description}>
      {toggle ? (
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="confirm-toggle" className="text-sm">
            {toggle.label}
          </label>
          <Switch
            id="confirm-toggle"
            checked={toggleValue ?? toggle.initial}
            onCheckedChange={(next) => toggle.canChange && setToggleValue(next)}
            label={toggle.label}
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelText}
        </Button>
        <Button
          variant={destructive ? "danger" : "primary"}
          disabled={pending || confirmDisabled({ toggle, toggleValue, secondsLeft })}
          onClick={() => onConfirm(toggle ? (toggleValue ?? toggle.initial) : undefined)}
        >
          {confirmLabel(confirmText, secondsLeft)}
        </Button>
      </div>
    </Dialog>
  );
}
