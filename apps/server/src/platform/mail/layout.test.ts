import { describe, expect, it } from "vitest";
import { renderMail } from "./layout";
import { linksIn } from "./links";

const base = {
  publicUrl: "https://voice.example.com",
  heading: "Reset your password",
  paragraphs: ["Someone asked to reset the password of <ada@example.com>.", "The link works for one hour & once."],
};

describe("renderMail", () => {
  it("writes the same content into a text and an HTML part", () => {
    const { text, html } = renderMail({
      ...base,
      action: { label: "Choose a new password", url: "https://voice.example.com/app/sign-in/reset-password?oobCode=abc&lang=en" },
      footnote: "If you did not ask for this, ignore this e-mail.",
    });
    expect(text).toBe(
      [
        "Vocable",
        "",
        "Reset your password",
        "",
        "Someone asked to reset the password of <ada@example.com>.",
        "",
        "The link works for one hour & once.",
        "",
        "Choose a new password:",
        "https://voice.example.com/app/sign-in/reset-password?oobCode=abc&lang=en",
        "",
        "If you did not ask for this, ignore this e-mail.",
        "",
        "--",
        "Vocable · https://voice.example.com",
        "",
      ].join("\n"),
    );
    expect(html).toContain('<a href="https://voice.example.com/" style="font-size:20px');
    expect(html).toContain(">Reset your password</h1>");
    expect(html).toContain("Someone asked to reset the password of &#60;ada@example.com&#62;.");
    expect(html).toContain("one hour &#38; once.");
    expect(html).toContain('href="https://voice.example.com/app/sign-in/reset-password?oobCode=abc&#38;lang=en"');
    expect(html).toContain(">Choose a new password</a>");
    expect(html).toContain("If you did not ask for this, ignore this e-mail.");
    expect(html).not.toContain("Unsubscribe");
    expect(linksIn(text)).toEqual(["https://voice.example.com/app/sign-in/reset-password?oobCode=abc&lang=en", "https://voice.example.com"]);
  });

  it("adds the unsubscribe link of product e-mails to both parts", () => {
    const { text, html } = renderMail({ ...base, optOutUrl: "https://voice.example.com/app/action?mode=optOutOfUpdates&key=k" });
    expect(text).toContain("Unsubscribe from product updates: https://voice.example.com/app/action?mode=optOutOfUpdates&key=k\n");
    expect(html).toContain('<a href="https://voice.example.com/app/action?mode=optOutOfUpdates&#38;key=k" style="color:#6b7280">Unsubscribe from product updates</a>');
  });

  it("escapes a heading or label that looks like markup", () => {
    const { html } = renderMail({ ...base, heading: '<img src=x onerror="alert(1)">', action: { label: "</a><script>", url: "https://voice.example.com/x" } });
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });

  it("refuses links that are not absolute http(s) URLs", () => {
    for (const url of ["javascript:alert(1)", "/app/sign-in", "data:text/html,hi", "ftp://voice.example.com/"]) {
      expect(() => renderMail({ ...base, action: { label: "Go", url } }), url).toThrow(/renderMail/);
      expect(() => renderMail({ ...base, optOutUrl: url }), url).toThrow(/renderMail/);
    }
    expect(() => renderMail({ ...base, publicUrl: "javascript:alert(1)" })).toThrow(/renderMail/);
  });
});

describe("linksIn", () => {
  it("finds http(s) links and leaves sentence punctuation out", () => {
    expect(linksIn("Open https://a.example/x?y=1. Or (http://b.example/path), or https://c.example/z!")).toEqual([
      "https://a.example/x?y=1",
      "http://b.example/path",
      "https://c.example/z",
    ]);
    expect(linksIn("no links, mailto:a@b.c, ftp://x.example and https:// alone")).toEqual([]);
  });
});
