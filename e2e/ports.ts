/**
 * The e2e run's ports, from E2E_PORT (default 18080): the server, the test SMTP server it sends
 * e-mail to, and that SMTP server's mailbox endpoint the journeys read their e-mail from.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const SMTP_PORT = E2E_PORT + 25;
export const MAILBOX_PORT = E2E_PORT + 26;
/** The company single sign-on the SSO journey signs in through: an OpenID Connect provider (HTTP) and its DNS (UDP). */
export const OIDC_PORT = E2E_PORT + 27;
export const DNS_PORT = E2E_PORT + 28;
