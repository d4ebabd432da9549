/**
 * Dubbing's media layer: what a source video or audio file holds, its audio taken out, cuts, and
 * the dub put back on the video (or encoded on its own), all with the shipped ffmpeg.
 */
export {
  MediaError,
  assertMaxDuration,
  parseMediaReport,
  probeMedia,
  streamSeconds,
  type AudioStreamInfo,
  type MediaProbe,
  type MediaProblem,
  type MediaReport,
  type VideoStreamInfo,
} from "./media-probe";
export { dubbedFormat, encodeAudioTrack, extractAudio, muxDubbedAudio, trimMedia, type MediaFormat } from "./media-tracks";
export { separateSpeech, STEADY_MARGIN, type SeparatedSpeech } from "./separate-speech";
export { voiceForSpeaker, libraryVoiceForSpeaker, joinTurns, HIGH_VOICE_HZ, MAX_SPEAKER_SECONDS, type SpeakerVoice, type SpeakerTurn, type SpeakerVoiceOptions } from "./speaker-voices";
export { buildVoiceTrack, CUT_FADE_SECONDS, type DubLine, type PlacedLine, type VoiceTrack, type VoiceTrackOptions } from "./voice-track";
