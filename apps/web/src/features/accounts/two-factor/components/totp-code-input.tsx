import { TOTP_DIGITS } from "@vocable/domain";
import type { InputHTMLAttributes } from "react";
import { Input } from "#components/ui/input";

/** The six-digit code field: numeric keyboard, one-time-code autofill, focused on arrival. */
export function TotpCodeInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9 ]*`}
      maxLength={TOTP_DIGITS + 2}
      autoFocus
      placeholder="123456"
      className="font-mono tracking-widest"
      {...props}
    />
  );
}
