import { groupCharacters, normalizeTotpCode } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useIssueBackupCodes } from "../api/use-issue-backup-codes";
import { useStartTwoFactorSetup } from "../api/use-start-two-factor-setup";
import { useVerifyTotp } from "../api/use-verify-totp";
import { BackupCodesPanel } from "./backup-codes-panel";
import { TotpCodeInput } from "./totp-code-input";
import { useQrCode } from "./use-qr-code";

type Step = { name: "password" } | { name: "scan"; uri: string; secret: string } | { name: "codes"; codes: string[] | null };

/**
 * Two-factor set-up (`/app/settings?dialog=add-2fa`): the password, then the QR code and the
 * secret as text, confirmed with a first code, then the backup codes, shown once.
 */
export function TwoFactorSetupDialog({ open, alreadyOn, onClose }: { open: boolean; alreadyOn: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: "password" });

  function close() {
    setStep({ name: "password" });
    onClose();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Set up two-factor authentication"
      description={
        step.name === "codes"
          ? "Two-factor authentication is on."
          : "Use an authenticator app (such as 1Password, Google Authenticator or Aegis) for a code at each sign-in."
      }
    >
      {step.name === "password" && alreadyOn ? (
        <>
          <p className="text-sm">Two-factor authentication is already on for your account.</p>
          <div className="flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </>
      ) : step.name === "password" ? (
        <PasswordStep onStarted={(uri, secret) => setStep({ name: "scan", uri, secret })} />
      ) : step.name === "scan" ? (
        <ScanStep uri={step.uri} secret={step.secret} onConfirmed={(codes) => setStep({ name: "codes", codes })} />
      ) : (
        <>
          {step.codes ? (
            <BackupCodesPanel codes={step.codes} />
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Create backup codes from the two-factor section of your settings.</p>
          )}
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </>
      )}
      {step.name !== "codes" ? (
        <p className="text-xs text-muted-foreground" data-testid="sms-not-offered">
          Codes by text message (SMS) are not offered: this server has no SMS provider configured.
        </p>
      ) : null}
    </Dialog>
  );
}

function PasswordStep({ onStarted }: { onStarted: (uri: string, secret: string) => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoFactorSetup();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError("Enter your password.");
    setError(null);
    start.mutate(password, { onSuccess: ({ uri, secret }) => onStarted(uri, secret), onError: (e) => setError(errorMessage(e)) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="two-factor-password" label="Confirm your password" error={error}>
        <Input
          id="two-factor-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldErrorProps("two-factor-password", error)}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? <Spinner label="Checking" /> : null}
          Continue
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ uri, secret, onConfirmed }: { uri: string; secret: string; onConfirmed: (codes: string[] | null) => void }) {
  const qr = useQrCode(uri);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const issue = useIssueBackupCodes();

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeTotpCode(code);
    if (!normalized) return setError("Enter the 6-digit code from your app.");
    setError(null);
    verify.mutate(normalized, {
      onSuccess: () =>
        issue.mutate(undefined, {
          onSuccess: (codes) => onConfirmed(codes),
          // Two-factor is on either way; the codes can be made again from settings.
          onError: () => onConfirmed(null),
        }),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <div className="flex justify-center">
        {qr ? (
          <img src={qr} alt="QR code for your authenticator app" width={200} height={200} className="rounded-lg bg-white" />
        ) : (
          <div className="flex h-[200px] w-[200px] items-center justify-center">
            <Spinner label="Drawing the QR code" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm">Or enter this key in the app:</p>
        <code data-testid="totp-secret" className="rounded-lg bg-zinc-100 px-3 py-2 text-center font-mono text-sm break-all select-all dark:bg-zinc-800">
          {groupCharacters(secret, 4)}
        </code>
      </div>
      <Field id="two-factor-code" label="2. Enter the 6-digit code the app shows" error={error}>
        <TotpCodeInput id="two-factor-code" value={code} onChange={(e) => setCode(e.target.value)} {...fieldErrorProps("two-factor-code", error)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={verify.isPending || issue.isPending}>
          {verify.isPending || issue.isPending ? <Spinner label="Confirming" /> : null}
          Turn on
        </Button>
      </div>
    </form>
  );
}
