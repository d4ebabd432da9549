import { sendAccountEmailJob } from "#features/accounts/account-security/jobs/send-account-email";
import { billingTickJob } from "#features/billing/subscriptions/jobs/billing-tick";
import { dailyCleanupJob } from "#features/operators/maintenance/jobs/daily-cleanup";
import { warmPreviewsJob } from "#features/voices/voices/jobs/warm-previews";
import type { PreviewCache } from "#features/voices/voices/preview-cache";
import { deliverWebhookJob } from "#features/developers/webhooks/jobs/deliver-webhook";
import { transcribeAudioJob } from "#features/speech/speech-to-text/jobs/transcribe-audio";
import { prepareOrderJob } from "#features/productions/tasks/jobs/prepare-order";
import { prepareTranslationsJob } from "#features/productions/tasks/jobs/prepare-translations";
import { productionsTickJob } from "#features/productions/tasks/jobs/productions-tick";
import { renderDubJob } from "#features/dubbing/dub-studio/jobs/render-dub";
import { runDubJob } from "#features/dubbing/dubs/jobs/run-dub";
import { separateSpeakersJob } from "#features/voices/voice-pvc/jobs/separate-speakers";
import { trainPvcJob } from "#features/voices/voice-pvc/jobs/train-pvc";
import { renderShareVideoJob } from "#features/sharing/share-videos/jobs/render-share-video";
import { convertArticleJob } from "#features/speech/audio-native/jobs/convert-article";
import type { AppDeps } from "#platform/app-env";
import { mailSendJob } from "#platform/mail/mailer";

/** Every job kind of every feature, registered on the app's runner (before it starts). */
export function registerJobKinds(deps: AppDeps, parts: { previews: PreviewCache; webhookRetryMs?: number }): void {
  deps.jobs.register(dailyCleanupJob(deps));
  deps.jobs.register(billingTickJob(deps));
  deps.jobs.register(warmPreviewsJob(parts.previews));
  deps.jobs.register(mailSendJob(deps.mailer));
  deps.jobs.register(sendAccountEmailJob(deps));
  deps.jobs.register(deliverWebhookJob(deps, { retryBaseMs: parts.webhookRetryMs }));
  deps.jobs.register(transcribeAudioJob(deps));
  deps.jobs.register(runDubJob(deps));
  deps.jobs.register(renderDubJob(deps));
  deps.jobs.register(prepareOrderJob(deps));
  deps.jobs.register(prepareTranslationsJob(deps));
  deps.jobs.register(productionsTickJob(deps));
  deps.jobs.register(separateSpeakersJob(deps));
  deps.jobs.register(trainPvcJob(deps));
  deps.jobs.register(convertArticleJob(deps));
  deps.jobs.register(renderShareVideoJob(deps));
}
