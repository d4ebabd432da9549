import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { DNS_PORT, E2E_PORT as PORT, MAILBOX_PORT, OIDC_PORT, SMTP_PORT } from "./e2e/ports";
import { OIDC_ISSUER, SSO_ADMIN_EMAIL } from "./e2e/sso-services";
import { ACCESSIBILITY_ADMIN_EMAIL, BILLING_ADMIN_EMAIL, INSTANCE_ADMIN_EMAIL, MODELS_ADMIN_EMAIL, PLAN_RULES_ADMIN_EMAIL, PVC_ADMIN_EMAIL, PRODUCTIONS_ADMIN_EMAIL, SHARE_ADMIN_EMAIL, RECORDING_ADMIN_EMAIL, SAFETY_ADMIN_EMAIL, VOICE_LAB_ADMIN_EMAIL } from "./e2e/instance-admin";
// A fresh data directory per run: a new database, no leftovers from earlier runs.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "vocable-e2e-"));

export default defineConfig({
  testDir: "e2e",
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray test.only must not shrink CI's run.
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  outputDir: path.join(os.tmpdir(), "vocable-e2e-results"),
  use: {
    // localhost is a secure context in Chromium, so the server's Secure, __Secure- cookies stick.
    baseURL: `http://localhost:${PORT}`,
    ...devices["Desktop Chrome"],
    acceptDownloads: true,
    // A trace records the page all along (screencast frames and DOM snapshots: about half of
    // Chromium's CPU time in a journey). CI keeps nothing but its log, so it records none; a failed
    // run's log still has the error and the line it stopped at.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  webServer: [
    {
      // The journeys read their e-mail from a real SMTP server (smtp-server), through its small
      // mailbox endpoint, as a person reads a mailbox.
      command: `npx tsx apps/server/src/testing/test-smtp-cli.ts ${SMTP_PORT} --http ${MAILBOX_PORT}`,
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The SSO journey's company: an OpenID Connect provider and the DNS server of its domain.
      command: `npx tsx apps/server/src/testing/test-sso-cli.ts ${OIDC_PORT} ${DNS_PORT} http://localhost:${PORT}/api/auth/sso/callback`,
      url: `http://127.0.0.1:${OIDC_PORT}/test-dns/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "npm run start -w @vocable/server",
      // TRUST_PROXY: the terms journey sends X-Forwarded-For with an Illinois address, as a reverse proxy would.
      // Every journey signs in (sign-up never does), all from one address: the per-address limit of
      // credential attempts (10 a minute by default) would refuse the suite's own sign-ins.
      env: {
        PORT: String(PORT),
        DATA_DIR,
        TRUST_PROXY: "1",
        SIGN_IN_RATE_LIMIT: process.env.SIGN_IN_RATE_LIMIT ?? "1000",
        SMTP_URL: `smtp://vocable:test-password@127.0.0.1:${SMTP_PORT}`,
        // The teams journey: its admin is an instance operator, and its webhook receiver listens on 127.0.0.1.
        ADMIN_EMAILS: `${INSTANCE_ADMIN_EMAIL},${SSO_ADMIN_EMAIL},${MODELS_ADMIN_EMAIL},${SAFETY_ADMIN_EMAIL},${PVC_ADMIN_EMAIL},${BILLING_ADMIN_EMAIL},${VOICE_LAB_ADMIN_EMAIL},${RECORDING_ADMIN_EMAIL},${ACCESSIBILITY_ADMIN_EMAIL},${PLAN_RULES_ADMIN_EMAIL},${SHARE_ADMIN_EMAIL},${PRODUCTIONS_ADMIN_EMAIL}`,
        // The SSO journey: its identity provider runs on this machine, and its domain's TXT record is in the test DNS.
        SSO_PRIVATE_ISSUERS: OIDC_ISSUER,
        DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      },
      url: `http://127.0.0.1:${PORT}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
