/** The API's main calls as the /api page lists them (the full list is the server's /docs). */
export interface ApiEndpointGroup {
  title: string;
  endpoints: readonly { call: string; what: string }[];
}

export const API_ENDPOINT_GROUPS: readonly ApiEndpointGroup[] = [
  {
    title: "ElevenLabs-compatible",
    endpoints: [
      { call: "POST /v1/text-to-speech/{voice_id}", what: "Speech from text; also /stream, /with-timestamps and /stream/with-timestamps." },
      { call: "GET /v1/voices, GET /v2/voices", what: "The voices you can use: built-in, your workspace's, and shared ones." },
      { call: "GET /v1/models", what: "The models and the languages they speak." },
      { call: "GET /v1/history", what: "Everything generated, with its audio, feedback and downloads." },
      { call: "POST /v1/voices/add", what: "Instant voice cloning from samples." },
      { call: "POST /v1/text-to-voice/design", what: "Voice design from a description." },
      { call: "POST /v1/speech-to-text", what: "Transcripts with word times, speakers and subtitle formats." },
      { call: "POST /v1/forced-alignment", what: "Word and character times for audio and its known text." },
      { call: "POST /v1/audio-isolation", what: "Steady background noise removed from speech." },
      { call: "/v1/pronunciation-dictionaries", what: "Alias and phoneme rules applied to text to speech." },
    ],
  },
  {
    title: "OpenAI-compatible",
    endpoints: [
      { call: "POST /v1/audio/speech", what: "OpenAI's speech request: models tts-1, tts-1-hd and gpt-4o-mini-tts, voices such as alloy or nova." },
      { call: "POST /v1/audio/transcriptions", what: "OpenAI's transcription request (whisper-1 and the gpt-4o transcribe models mean the best installed recogniser)." },
      { call: "GET /v1/models", what: "With an Authorization: Bearer key, OpenAI's list shape." },
    ],
  },
];

/** The code samples, for a server at `origin`. */
export function apiExamples(origin: string): { title: string; code: string }[] {
  return [
    {
      title: "ElevenLabs JavaScript SDK",
      code: `import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";

const client = new ElevenLabsClient({ apiKey: process.env.VOCABLE_API_KEY, baseUrl: "${origin}" });
const audio = await client.textToSpeech.convert(voiceId, { text: "Hello", modelId: "eleven_multilingual_v2" });`,
    },
    {
      title: "OpenAI JavaScript SDK",
      code: `import OpenAI from "openai";

const openai = new OpenAI({ apiKey: process.env.VOCABLE_API_KEY, baseURL: "${origin}/v1" });
const speech = await openai.audio.speech.create({ model: "tts-1", voice: "alloy", input: "Hello" });`,
    },
    {
      title: "curl",
      code: `curl -X POST "${origin}/v1/text-to-speech/$VOICE_ID?output_format=mp3_44100_128" \\
  -H "xi-api-key: $VOCABLE_API_KEY" -H "content-type: application/json" \\
  -d '{"text": "Hello from Vocable", "model_id": "eleven_multilingual_v2"}' -o hello.mp3`,
    },
  ];
}
