/**
 * Dubbing's media layer: what a source video or audio file holds, its audio taken out, cuts, and
 * the dub put back on the video (or encoded on its own), all with the shipped ffmpeg.
 */
export { MediaError, assertMaxDuration, probeMedia, streamSeconds, type MediaProbe, type MediaProblem } from "./media-probe";
export { parseMediaReport, type AudioStreamInfo, type MediaReport, type VideoStreamInfo } from "./media-report";
export { dubbedFormat, encodeAudioTrack, extractAudio, muxDubbedAudio, trimMedia, type MediaFormat } from "./media-tracks";
// The stored WAVs of a dub (mono 16-bit PCM) are read back by the WAV reader of the remote engines.
export { wavStream } from "../engines/remote/pcm-stream";
export { separateSpeech, STEADY_MARGIN, type SeparatedSpeech } from "./separate-speech";
export { voiceForSpeaker, libraryVoiceForSpeaker, similarLibraryVoices, joinTurns, HIGH_VOICE_HZ, MAX_SPEAKER_SECONDS, type SimilarVoice, type SpeakerVoice, type SpeakerTurn, type SpeakerVoiceOptions } from "./speaker-voices";
export { buildVoiceTrack, dubLine, layClip, lineLimit, CUT_FADE_SECONDS, type DubLine, type LineClip, type LineVoice, type PlacedLine, type VoiceTrack, type VoiceTrackOptions } from "./voice-track";
