import { expect, test, type Browser, type Page } from "@playwright/test";
import { QUALIFICATION_TEXTS } from "@vocable/domain";
import { PRODUCTIONS_ADMIN_EMAIL } from "./instance-admin";
import { signUp } from "./sign-up";

/** What the customer's history item says (Flite-free: the server's default voice reads it). */
const SPOKEN = "Please bring the blue folder to the meeting on Friday morning.";
/** The two words the producer puts in place of the machine's first two. */
const CORRECTED = ["Kindly", "carry"];

/** A signed-in page of its own (its own cookies): each person of the journey has one. */
async function personPage(browser: Browser, name: string, email?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, name, email);
  return page;
}

/** One generation through the API with the page's session (as the text-to-speech page makes it); answers its history item's id. */
async function generate(page: Page, text: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const voices = (await (await page.request.get("/v1/voices")).json()) as { voices: { voice_id: string }[] };
  const res = await page.request.post(`/v1/text-to-speech/${voices.voices[0]!.voice_id}?output_format=mp3_22050_32`, { data: { text }, headers: { origin } });
  expect(res.status(), await res.text().catch(() => "")).toBe(200);
}

/** Opens the producer's unclaimed work and claims the first piece of `team`'s, waiting for it to be made (the machine transcript comes first). */
async function claimFrom(page: Page, team: string): Promise<void> {
  const section = page.locator(`[data-testid="unclaimed-team"][data-team-id="${team}"]`);
  await expect(async () => {
    await page.goto("/app/productions/unclaimed");
    await expect(section.getByTestId("open-work-claim").first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000] });
  await section.getByTestId("open-work-claim").first().click();
  await expect(page).toHaveURL(/\/app\/productions\/active\/[A-Za-z0-9_-]+$/);
}

test("a customer orders a checked transcript of a history item; a producer qualifies, claims, corrects two words, aligns and submits; a reviewer accepts; the customer downloads it; the producer's balance shows the earning", async ({ browser }) => {
  test.setTimeout(600_000);

  // The customer orders a human-checked transcript of a history item, from the history page.
  const customer = await personPage(browser, "Cora Customer");
  await generate(customer, SPOKEN);
  await customer.goto("/app/speech-synthesis/text-to-speech/history");
  await customer.getByTestId("history-order-transcript").first().click();
  const dialog = customer.getByRole("dialog", { name: "Order a human-checked transcript" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Order name").fill("Friday meeting note");
  await dialog.getByRole("button", { name: "Create order" }).click();
  await expect(customer).toHaveURL(/\/app\/workspace\/productions\/[A-Za-z0-9_-]+$/);
  const orderUrl = customer.url();
  await expect(customer.getByRole("heading", { level: 1, name: "Friday meeting note" })).toBeVisible();
  await customer.getByLabel("Kind of work").selectOption("transcription");
  await customer.getByRole("group", { name: "Media to work on" }).getByRole("checkbox").first().check();
  await customer.getByRole("button", { name: "Add to order" }).click();
  // The price is shown before submitting: one started minute of transcription.
  await expect(customer.getByTestId("order-total")).toHaveText("$1.50");
  await customer.getByTestId("order-submit").click();
  await expect(customer.getByTestId("order-status")).toHaveAttribute("data-state", "paid");

  // A new producer qualifies: the English test's recording, transcribed, scored by word error rate.
  const producer = await personPage(browser, "Pat Producer");
  await producer.getByTestId("sidebar").getByRole("link", { name: "Productions" }).click();
  await expect(producer.getByText("Become a producer").first()).toBeVisible();
  await producer.goto("/app/productions/settings/qualifications");
  const english = producer.locator('[data-testid="qualification-test"][data-qualification="transcription-en"]');
  await english.getByRole("textbox").fill(QUALIFICATION_TEXTS.en!);
  await english.getByRole("button", { name: "Submit" }).click();
  await expect(english.getByTestId("qualification-result")).toContainText("Passed");

  // They claim the order's work, correct two words in the editor, align and submit.
  await claimFrom(producer, "transcription-en");
  const first = producer.getByLabel("Text of segment 1");
  await expect(first).toBeVisible();
  const words = (await first.inputValue()).split(/\s+/);
  await first.fill([...CORRECTED, ...words.slice(2)].join(" "));
  await producer.getByRole("button", { name: "Align edited segments" }).click();
  await expect(producer.getByRole("button", { name: "Align edited segments" })).toBeDisabled({ timeout: 60_000 });
  await expect(producer.getByTestId("editor-save-status")).toHaveAttribute("data-state", "saved", { timeout: 30_000 });
  await producer.getByRole("button", { name: "Submit for review" }).click();
  await producer.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(producer.getByTestId("editor-task-state")).toHaveAttribute("data-state", "submitted");

  // A reviewer (a producer out of probation, made so by an operator) accepts the work.
  const reviewer = await personPage(browser, "Rey Reviewer", PRODUCTIONS_ADMIN_EMAIL);
  const me = (await (await reviewer.request.get("/v1/user")).json()) as { user_id: string };
  const made = await reviewer.request.put(`/v1/admin/producers/${me.user_id}`, {
    data: { is_producer: true, is_in_probation: false, qualifications: ["transcription-en"] },
    headers: { origin: new URL(reviewer.url()).origin },
  });
  expect(made.status(), await made.text()).toBe(200);
  await claimFrom(reviewer, "review-en");
  await expect(reviewer.getByLabel("Text of segment 1")).toHaveValue(new RegExp(`^${CORRECTED.join(" ")}`));
  await reviewer.getByRole("button", { name: "Accept" }).click();
  await expect(reviewer.getByTestId("editor-task-state")).toHaveAttribute("data-state", "accepted");

  // The customer downloads the corrected transcript.
  await customer.goto(orderUrl);
  await expect(customer.getByTestId("order-status")).toHaveAttribute("data-state", "done", { timeout: 60_000 });
  const [download] = await Promise.all([customer.waitForEvent("download"), customer.getByTestId("order-download-txt").first().click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text).toContain(CORRECTED.join(" "));

  // The producer's payout balance shows what the accepted work earned: 60% of $1.50.
  await producer.goto("/app/payouts");
  await expect(producer.getByTestId("payouts-balance")).toContainText("$0.90");
  await expect(producer.getByTestId("earnings-list")).toContainText("$0.90");
});
