import { describe, expect, it } from "vitest";
import { SDK_WEBHOOK_EVENTS, WEBHOOK_EVENTS, toWebhookEvents, webhookEventForApi, type WebhookEventInput } from "./events";

describe("toWebhookEvents", () => {
  it.each<[string, WebhookEventInput[], string[]]>([
    ["the SDK's speech_to_text", ["speech_to_text"], ["speech_to_text.completed"]],
    ["the SDK's voice_library_removal_notice", ["voice_library_removal_notice"], ["voice.library_removal_notice"]],
    ["Vocable's own names", ["generation.completed", "voice.added"], ["generation.completed", "voice.added"]],
    ["both names of one event count once", ["speech_to_text", "speech_to_text.completed"], ["speech_to_text.completed"]],
    ["mixed", ["history_item.deleted", "voice_library_removal_notice"], ["history_item.deleted", "voice.library_removal_notice"]],
    ["nothing", [], []],
  ])("%s", (_name, input, expected) => {
    expect(toWebhookEvents(input)).toEqual({ ok: expected });
  });

  it.each<[WebhookEventInput, string]>([
    ["agent_qa", "conversational agents"],
    ["flows", "flows"],
  ])("refuses %s, naming it and what Vocable lacks", (name, product) => {
    const result = toWebhookEvents(["generation.completed", name]);
    expect(result).toEqual({ error: expect.stringContaining(`'${name}'`) });
    expect((result as { error: string }).error).toContain(`Vocable has no ${product}`);
    expect((result as { error: string }).error).toContain("speech_to_text,");
    expect((result as { error: string }).error).not.toContain("agent_qa,");
  });
});

describe("webhookEventForApi", () => {
  it.each([
    ["speech_to_text.completed", "speech_to_text"],
    ["voice.library_removal_notice", "voice_library_removal_notice"],
    ["generation.completed", "generation.completed"],
    ["workspace_member.left", "workspace_member.left"],
  ])("%s is listed as %s", (event, listed) => {
    expect(webhookEventForApi(event)).toBe(listed);
  });

  it("round-trips every Vocable event", () => {
    for (const event of WEBHOOK_EVENTS) expect(toWebhookEvents([webhookEventForApi(event) as WebhookEventInput])).toEqual({ ok: [event] });
  });

  it("maps every SDK name with an event onto a Vocable event", () => {
    for (const ours of Object.values(SDK_WEBHOOK_EVENTS)) if (ours !== null) expect(WEBHOOK_EVENTS).toContain(ours);
  });
});
