/**
 * @vocable/speech: embedded TTS engines (eSpeak NG, Flite), the premade
 * voice catalogue, models, audio encoders and the worker-thread service.
 */
export { EXTRA_OUTPUT_FORMAT_IDS, OUTPUT_FORMAT_IDS, parseOutputFormat, type AudioCodec, type OutputFormat } from "./audio/output-formats";
export { createEncoder, encodeAll, type AudioEncoder } from "./audio/encoder";
export { Resampler, resampleWhole } from "./audio/resampler";
export { decodeMuLaw } from "./audio/mulaw";
export { wordErrorRate } from "./recognition/word-error-rate";
export { concatBytes, concatSamples, finalizeWav } from "./audio/pcm-codecs";
export { appendAlignment, emptyAlignment, type CharacterAlignment } from "./alignment/character-alignment";
export { ELEVENLABS_ALIAS_VOICES, PREMADE_VOICES, findPremadeVoice, previewTextFor, type PremadeVoice } from "./voices/premade-voices";
export { ELEVENLABS_PREMADE_VOICES, closestCatalogueVoice, type ElevenLabsPremadeVoice } from "./voices/elevenlabs-premade-voices";
export { VoiceCatalogue, type CatalogueVoice } from "./voices/voice-catalogue";
// Workspace voices (cloned, designed): how the service speaks them, and parametric design on eSpeak NG.
export type { EmbeddedRendering, EngineVoiceRendering, EspeakVariant, ReferenceRendering, VoiceRendering } from "./voices/voice-rendering";
export {
  autoDesignText,
  designVoice,
  remixVoice,
  type DesignAge,
  type DesignGender,
  type DesignTone,
  type DesignTraits,
  type VoiceDesign,
  type VoiceRemix,
} from "./voices/voice-design";
export { streamFromSynthesizer, type SynthesizerStreamRequest } from "./service/synthesizer-stream";
export { OPENAI_VOICE_NAMES, resolveOpenAiVoice } from "./voices/openai-voices";
export {
  POCKETSPHINX_SAMPLE_RATE,
  cpuTimeMs,
  parsePocketsphinxOutput,
  pocketsphinxProgram,
  recognizeWithPocketsphinx,
} from "./recognition/pocketsphinx";
export {
  NothingToAlignError,
  UNALIGNED_LOSS,
  alignWithPocketsphinx,
  type AlignedCharacter,
  type AlignedWord,
  type ForcedAlignment,
} from "./recognition/forced-alignment";
export { CHUNK_SECONDS, planChunks, transcribeInChunks } from "./recognition/transcribe";
// Streamed transcription: windows decoded as they are needed, pieces cut in pauses, fair turns per workspace.
export { DEFAULT_WINDOW_SECONDS, decodePcmWindows, type PcmWindow, type RawPcmInput } from "./audio/pcm-windows";
export { ffmpegPath } from "./audio/ffmpeg";
export { STREAM_PIECE_SECONDS, speechPieces, type AudioPiece, type DetectSpeech } from "./recognition/speech-pieces";
export { transcribeStream } from "./recognition/transcribe-stream";
export { FairScheduler, type FairSchedulerOptions, type SchedulerState } from "./runtime/fair-scheduler";
export { spawnWorker } from "./runtime/spawn-worker";
export { createRecognitionScheduler, fairAlign, fairRecognize } from "./recognition/fair-recognition";
export { RECOGNITION_SAMPLE_RATE, type Align, type Recognition, type RecognizedWord, type Recognize, type TextAlignment } from "./recognition/recognition-types";
export {
  AudioUploadError,
  MIN_UPLOAD_SECONDS,
  UPLOAD_SAMPLE_RATE,
  decodeToPcm,
  readAudioUpload,
  wavDataChunk,
  type ReadUpload,
  type UploadProblem,
} from "./audio/read-upload";
export {
  ENGINE_CAPABILITIES,
  EngineRegistry,
  embeddedEngineDescriptors,
  type EngineCapability,
  type EngineDescriptor,
  type EngineHealth,
  type EngineKind,
  type RegisteredEngine,
} from "./engines/engine-registry";
export {
  DEFAULT_MODEL_ID,
  ELEVENLABS_STS_MODEL_IDS,
  MODEL_ALIASES,
  SPEECH_MODELS,
  VOICE_CHANGER_MODEL_ID,
  resolveModel,
  type SpeechModel,
} from "./models/speech-models";
export { SpeechQueueFullError, UnknownVoiceError, VoiceConvertsOnlyError, VoiceEngineMissingError } from "./service/errors";
export { PieceTimeoutError, type PoolObserver } from "./service/worker-pool";
export {
  SpeechService,
  synthesizeRaw,
  type SpeechChunk,
  type SpeechServiceOptions,
  type SynthesisInput,
  type SynthesisResult,
} from "./service/speech-service";
export type { PronunciationRule, TextNormalizationMode } from "./text/pronunciation-rules";
export { hasSpeakableText, pronunciationRuleSupport, type SpeakableOptions } from "./text/speakable";
export { MAX_PIECE_CHARS, MAX_PIECE_SECONDS, splitForStreaming } from "./text/split-text";
export { RNNOISE_SAMPLE_RATE, createDenoiseStream, denoise, type DenoiseStream } from "./denoise/rnnoise";
export {
  SILERO_VAD_MODEL_SHA256,
  SILERO_VAD_SAMPLE_RATE,
  detectSpeech,
  sileroVadAvailable,
  sileroVadModelPath,
  trimSilence,
  verifyModelFile,
  type SpeechSegment,
  type VadOptions,
} from "./vad/silero-vad";
export {
  MIN_SPEECH_FRAMES,
  NotEnoughSpeechError,
  SAME_SPEAKER_THRESHOLD,
  SPEAKER_EMBEDDING_DIM,
  SPEAKER_MODEL_SAMPLE_RATE,
  SPEAKER_MODEL_SHA256,
  closeSpeakerEmbedding,
  compareSpeakers,
  cosineSimilarity,
  embedSpeaker,
  readVerifiedSpeakerModel,
  speakerEmbeddingAvailable,
  speakerModelDir,
  type SpeakerAudio,
} from "./speaker/speaker-embedding";
// Remote engines configured by the operator (OpenAI-compatible speech and transcription servers,
// ElevenLabs-compatible upstreams, a Chatterbox cloning server), each behind its guard.
export { parseEnginesConfig, REMOTE_ENGINE_KINDS, type RemoteEngineConfig, type RemoteEngineKind } from "./engines/remote/engine-config";
export { createRemoteEngines } from "./engines/remote/create-remote-engines";
export type { EngineVoice, RemoteSynthesisRequest, SpeechSynthesizer, StreamedSpeech, SynthesisParameter, VoiceSettingsInput } from "./engines/remote/remote-types";
export { SYNTHESIS_PARAMETERS } from "./engines/remote/remote-types";
export { EngineBusyError, EngineTimeoutError, EngineUnavailableError, UpstreamError } from "./engines/remote/remote-errors";
export type { GuardState } from "./engines/remote/resilience";
// Local neural models (sherpa-onnx) in MODELS_DIR: descriptors, install/probe/verify, engines.
export {
  DESCRIPTOR_FILE,
  MODEL_KINDS,
  RECOGNITION_KINDS,
  STATE_FILE,
  TTS_KINDS,
  type ModelDescriptor,
  type ModelFile,
  type ModelKind,
  type ModelState,
  type ModelVoice,
  type ProbeFigures,
} from "./local-models/model-descriptor";
export { inspectModelFolder, type Inspection } from "./local-models/inspect-model-folder";
export { readOnnxInfo, type OnnxInfo } from "./local-models/onnx-metadata";
export { addModel, listModels, removeModel, verifyModel, type AddModelOptions, type ModelListing } from "./local-models/model-store";
export { probeModel, type ProbeOptions, type ProbeResult } from "./local-models/probe-model";
export { LocalModelSynthesizer, type LocalSynthesizerOptions } from "./local-models/local-tts-synthesizer";
export { createLocalRecognize } from "./local-models/local-recognizer";
export { createLocalModelEngines, localModelSupport, type LocalModelEngine } from "./local-models/local-model-engines";
export { wavBytes } from "./engines/remote/pcm-stream";
export { sha256File } from "./local-models/file-checksums";
// Voice samples: checks before cloning, speaker separation, and the embedded approximation of a voice.
export { PITCH_FRAME_SECONDS, medianPitchHz, trackPitch, type PitchRange, type PitchTrack } from "./analysis/pitch";
export {
  DBFS_FLOOR,
  MAX_CLIPPED_FRACTION,
  MIN_CLONE_SPEECH_SECONDS,
  SILENT_PEAK_DBFS,
  analyzeVoiceSample,
  sampleProblems,
  type SampleAnalysis,
  type SampleProblem,
  type SampleProblemCode,
  type SampleThresholds,
} from "./analysis/analyze-sample";
export {
  checkOneSpeaker,
  separateSpeakers,
  type OneSpeakerCheck,
  type SeparationOptions,
  type SpeakerSeparation,
  type SpeakerTurns,
} from "./analysis/speakers";
export {
  JUDGING_TEXT,
  MAX_SYNTHESES,
  approximateVoice,
  judgingText,
  measureSimilarity,
  warmVoiceApproximation,
  type ApproximationCandidate,
  type ApproximationOptions,
  type ApproximationProgress,
  type VoiceApproximation,
  type VoiceTraits,
} from "./analysis/approximate-voice";
// Speech to speech and sound effects: what engines offering them take and give.
export {
  NoSoundRecipeError,
  type ConvertVoice,
  type ConvertedSpeech,
  type GenerateSound,
  type GeneratedSound,
  type SoundRequest,
  type VoiceConversionRequest,
} from "./engines/conversion-types";
// The embedded voice changer (speech to speech by re-speaking), and the time stretch dubbing reuses.
export {
  EMBEDDED_VOICE_CHANGER_DESCRIPTOR,
  NoSpeechToConvertError,
  VoiceConversionUnavailableError,
  createEmbeddedVoiceChanger,
  type VoiceChangerDeps,
} from "./voice-conversion/embedded-voice-changer";
export { MAX_STRETCH, MIN_STRETCH, timeStretch, timeWarp, type WarpKnot } from "./voice-conversion/time-stretch";
// Text translation (dubbing's transcripts), offered by engines with the `translation` capability.
export { TranslationError, UnsupportedLanguagePairError, type Translate, type Translation, type TranslationRequest } from "./engines/translation-types";
// The embedded procedural sound-effect engine and its vocabulary.
export { PROCEDURAL_SOUND_DESCRIPTOR, generateProceduralSound, proceduralSoundEngine, soundRecipeCategories, soundVocabulary } from "./sound-effects";
export * from "./dubbing";
