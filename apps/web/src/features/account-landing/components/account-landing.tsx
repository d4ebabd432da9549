import { LandingDialogs } from "./landing-dialogs";
import { SupportAccessDialog } from "./support-access-dialog";
import { useLandingActions } from "../use-landing-actions";

/** The account-action landing and its dialogs; mounted once in the root layout, so it runs on every page. */
export function AccountLanding() {
  const { supportRequest, finishSupportRequest } = useLandingActions();
  return (
    <>
      <LandingDialogs />
      {supportRequest ? <SupportAccessDialog code={supportRequest} onDone={finishSupportRequest} /> : null}
    </>
  );
}
