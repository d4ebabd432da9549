import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { waitFor } from "@vocable/speech/test-support";
import { MAIL_SEND_JOB } from "./mailer";
import { mailKey, openMessage, sealMessage, UnsealError } from "./sealed-message";

const message = { to: "ada@example.com", subject: "Your code", text: "Code: 123456", html: "<p>Code: 123456</p>", kind: "sensitive-action" };

describe("sealed mail payloads", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("open with the key they were sealed with, and only with it", () => {
    const key = mailKey("a".repeat(32));
    const sealed = sealMessage(key, message);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("123456");
    expect(openMessage(key, sealed)).toEqual(message);
    // A fresh IV each time: the same message never seals to the same text.
    expect(sealMessage(key, message)).not.toBe(sealed);
    expect(() => openMessage(mailKey("b".repeat(32)), sealed)).toThrow(UnsealError);
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = (data[0] === "A" ? "B" : "A") + data.slice(1);
    expect(() => openMessage(key, [v, iv, tag, flipped].join("."))).toThrow(UnsealError);
    expect(() => openMessage(key, "plain text")).toThrow(UnsealError);
  });

  it("a job sealed under another secret goes to the dead jobs at once, saying why", async () => {
    t = await createTestApp();
    await t.deps.jobs.start();
    const { id } = await t.deps.jobs.enqueue(MAIL_SEND_JOB, { kind: message.kind, sealed: sealMessage(mailKey("another-secret-another-secret-000"), message) });
    const dead = await waitFor("the job to die", async () => {
      const info = await t!.deps.jobs.get(id);
      return info?.state === "dead" ? info : undefined;
    });
    expect(dead.attempts).toBe(1);
    expect(dead.lastError).toContain("BETTER_AUTH_SECRET");
  });
});
