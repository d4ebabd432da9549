import { z } from "zod";
import { SINGLE_USE_TOKEN_TYPES } from "@vocable/domain";

/** The speech-to-text kinds (tts_websocket has a route of its own, which needs text_to_speech). */
export const ScribeTokenParams = z.object({
  token_type: z.enum(SINGLE_USE_TOKEN_TYPES.filter((type) => type !== "tts_websocket") as ["realtime_scribe", "batch_scribe"]).meta({ description: "realtime_scribe or batch_scribe" }),
});

/** POST /v1/single-use-token/{token_type}: the SDK's SingleUseTokenResponseModel. */
export const SingleUseTokenResponse = z
  .object({
    token: z.string().meta({ description: "A time-bound single-use token that expires after 15 minutes; consumed on use." }),
  })
  .meta({ id: "SingleUseTokenResponseModel" });
export type SingleUseTokenResponse = z.infer<typeof SingleUseTokenResponse>;
