import { sendAccountEmailJob } from "./features/account-security/jobs/send-account-email";
import { billingTickJob } from "./features/billing/jobs/billing-tick";
import { dailyCleanupJob } from "./features/maintenance/jobs/daily-cleanup";
import { warmPreviewsJob } from "./features/voices/jobs/warm-previews";
import type { PreviewCache } from "./features/voices/preview-cache";
import { deliverWebhookJob } from "./features/webhooks/jobs/deliver-webhook";
import { transcribeAudioJob } from "./features/speech-to-text/jobs/transcribe-audio";
import { separateSpeakersJob } from "./features/voice-pvc/jobs/separate-speakers";
import { trainPvcJob } from "./features/voice-pvc/jobs/train-pvc";
import type { AppDeps } from "./platform/app-env";
import { mailSendJob } from "./platform/mail/mailer";

/** Every job kind of every feature, registered on the app's runner (before it starts). */
export function registerJobKinds(deps: AppDeps, parts: { previews: PreviewCache; webhookRetryMs?: number }): void {
  deps.jobs.register(dailyCleanupJob(deps));
  deps.jobs.register(billingTickJob(deps));
  deps.jobs.register(warmPreviewsJob(parts.previews));
  deps.jobs.register(mailSendJob(deps.mailer));
  deps.jobs.register(sendAccountEmailJob(deps));
  deps.jobs.register(deliverWebhookJob(deps, { retryBaseMs: parts.webhookRetryMs }));
  deps.jobs.register(transcribeAudioJob(deps));
  deps.jobs.register(separateSpeakersJob(deps));
  deps.jobs.register(trainPvcJob(deps));
}
