/** What a person reads when an e-mail link cannot be used (forged, expired, used already, or for another account). */
export const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";
/** A sensitive action was asked for without a fresh proof of access to the mailbox. */
export const SENSITIVE_ACTION_MAILED = "To keep your account safe, confirm it's you: we sent a link to your e-mail address. Open it, then try again.";
