/**
 * The use-case pages (/use-cases/{slug}): one row per page, read by the web app (the page) and the
 * server (its title, description and canonical URL, and the sitemap). Each says what Vocable does
 * for the use today and, as plainly, what it does not do yet.
 */

/** One use-case page. */
export interface UseCase {
  /** The last segment of the page's path. */
  slug: string;
  /** Short name for lists and links ("Audiobooks"). */
  name: string;
  /** The page's <title>. */
  title: string;
  /** The page's meta description (and the summary under its name in lists). */
  description: string;
  /** The opening paragraph. */
  lead: string;
  /** What works today. */
  today: readonly string[];
  /** What does not, or not yet. */
  limits: readonly string[];
  /** Public product pages that go deeper, by path. */
  related: readonly string[];
}

/** Every use-case page, in the order they are listed. */
export const USE_CASES: readonly UseCase[] = [
  {
    slug: "audiobooks",
    name: "Audiobooks",
    title: "Text to speech for audiobooks · Vocable",
    description: "Turn long manuscripts into narrated audio on your own server: long requests, pronunciation dictionaries and a history of every chapter.",
    lead: "A book is long text read consistently. Vocable reads long text, keeps each chapter in the history and lets you fix how names and terms are said.",
    today: [
      "The flash model takes up to 40,000 characters a request and the multilingual model up to 10,000, so a chapter is one or a few requests.",
      "Pronunciation dictionaries (alias rules, or IPA and CMU Arpabet phonemes, also imported from PLS files) fix how characters' names and invented words are said, the same way in every chapter.",
      "Every generation is kept in the history with its text, voice and settings: play it again, download it as MP3 or WAV, or several chapters as one zip file.",
      "The API lets a script walk through a manuscript chapter by chapter with the same voice and settings.",
    ],
    limits: [
      "The built-in voices are clear but sound synthetic. Listenable narration needs a neural voice: the server's operator can add Piper, Kokoro or other voices from model files or a GPU server.",
      "There is no chapter or project editor yet: Studio is planned.",
    ],
    related: ["/text-to-speech", "/studio", "/voice-cloning"],
  },
  {
    slug: "podcasts",
    name: "Podcasts",
    title: "Text to speech for podcasts · Vocable",
    description: "Voice intros, show notes and segments for podcasts with Vocable, a self-hosted text to speech server, and transcribe episodes in English.",
    lead: "Podcasters use speech synthesis for intros, announcements and read segments, and transcription for show notes. Vocable does both on a server you control.",
    today: [
      "Generate intros, sponsor reads and segment links with any voice on the server, in MP3, Opus or WAV.",
      "Speech to text turns an English episode into a transcript with word times, speaker labels (diarization) and subtitle files (SRT).",
      "Everything generated stays in the history, where the team of a workspace can share items with each other.",
    ],
    limits: [
      "There is no multi-speaker script editor or mixing: each line is generated on its own and assembled in your own audio editor.",
      "The embedded recogniser understands English only; other languages need a recognition engine the operator adds (for example Whisper).",
      "Music is not generated, and sound effects come from a procedural engine that knows a set of everyday sounds (rain, doors, footsteps, engines…), not from a generative model.",
    ],
    related: ["/text-to-speech", "/sound-effects", "/studio"],
  },
  {
    slug: "accessibility",
    name: "Accessibility",
    title: "Text to speech for accessibility · Vocable",
    description: "Offer spoken versions of articles and documents, and transcripts of audio, with a text to speech server you host yourself.",
    lead: "Listening instead of reading, and reading instead of listening. Vocable gives written content a voice and spoken content a transcript, without sending either to an outside service.",
    today: [
      "Audio Native turns an article (a text file or an HTML page) into an audio player you embed on your own site.",
      "The eSpeak NG voices stay intelligible at high speed, and the player plays anything generated at up to twice its speed.",
      "Speech to text (English) gives transcripts and subtitle files for recorded talks and meetings.",
      "Because the server is yours, the texts and recordings stay on it.",
    ],
    limits: [
      "Vocable is not a screen reader: it reads the text it is given, not the user's screen.",
      "The embedded recogniser makes mistakes on real recordings (about one word in three on read human speech); check transcripts before publishing them, or add a stronger recogniser.",
    ],
    related: ["/text-reader", "/text-to-speech", "/languages"],
  },
  {
    slug: "e-learning",
    name: "E-learning",
    title: "Text to speech for e-learning · Vocable",
    description: "Narrate lessons in eleven languages, highlight words as they are spoken and keep technical terms right, with a self-hosted text to speech server.",
    lead: "Course material changes often, and re-recording a narrator for each change is slow. With Vocable a changed sentence is a new request.",
    today: [
      "Built-in voices in eleven languages, and voice design for sixteen more.",
      "Character-level timestamps (the with-timestamps endpoints) let a player highlight each word as it is spoken.",
      "Pronunciation dictionaries keep subject terms and names right in every lesson.",
      "Workspaces with members, groups and roles let a course team share voices, dictionaries and generated audio.",
    ],
    limits: [
      "The built-in voices sound synthetic; add a neural voice for long listening.",
      "Speaking instructions (tone, emotion) are accepted by the OpenAI-compatible endpoint but not applied by the installed engines.",
    ],
    related: ["/text-to-speech", "/languages", "/api"],
  },
  {
    slug: "games",
    name: "Games",
    title: "Text to speech for games · Vocable",
    description: "Generate placeholder and robotic voice lines for games from a build script with Vocable's ElevenLabs-compatible API on your own server.",
    lead: "Games need many lines, changed often. Vocable's API fits into a build pipeline, and its voices run on an ordinary CPU.",
    today: [
      "Generate every line of a dialogue table from a script through the API; existing ElevenLabs SDK code works with the base URL changed.",
      "Voice design makes a new voice from a description (gender, age, accent, pitch, pace, breathy, raspy…), the same for the same seed.",
      "The formant voices of eSpeak NG are clearly robotic, which suits machines, computers and retro games; PCM and WAV output drop straight into an engine.",
    ],
    limits: [
      "No acted emotion: the installed engines take no emotion or style instructions.",
      "The built-in voice changer re-speaks a recorded line's words in another voice at its timing: an approximation that loses the acting; a real voice-conversion engine is the operator's to add.",
    ],
    related: ["/api", "/voice-changer", "/sound-effects"],
  },
  {
    slug: "video-voice-over",
    name: "Video voice-over",
    title: "Text to speech for video voice-over · Vocable",
    description: "Narrate explainer and training videos from a script, with timestamps for captions, on a text to speech server you run yourself.",
    lead: "Write the script, pick a voice, and get narration you can lay under the picture, with the timing you need for captions.",
    today: [
      "Narration from a script in any of the server's voices, streamed so you hear the start while the rest is made.",
      "Timestamps for every character, to place captions; speech to text makes SRT subtitles from an English recording.",
      "Audio isolation takes steady background noise (fans, hum, hiss) out of a recorded voice-over.",
      "Dubbing: upload the finished video and get its speech in another language, over the same background and picture, with SRT and WebVTT subtitles.",
    ],
    limits: [
      "A dub into another language needs a translation engine the operator installs (without one, only a same-language re-voicing), and the built-in engines' voices only approximate the speakers.",
      "Audio isolation does not separate a voice from music or other voices.",
    ],
    related: ["/text-to-speech", "/dubbing", "/voice-isolator"],
  },
  {
    slug: "customer-support-ivr",
    name: "Customer support and IVR",
    title: "Text to speech for IVR and phone prompts · Vocable",
    description: "Generate phone menu prompts in telephone formats (μ-law and A-law at 8 kHz) with a self-hosted text to speech server and API.",
    lead: "Phone menus and announcements change with opening hours and offers. Vocable makes the prompts in the formats phone systems take.",
    today: [
      "Output in ulaw_8000 and alaw_8000 (G.711) as well as PCM, WAV and MP3.",
      "Streaming answers: the first audio arrives while the rest of the text is still being made.",
      "API keys with their own permissions and monthly character limits for each system that calls Vocable.",
    ],
    limits: [
      "There are no conversational voice agents: Vocable makes the prompts, your phone system plays them.",
      "The embedded recogniser is English only and not tuned for telephone audio.",
    ],
    related: ["/api", "/text-to-speech", "/pricing/api"],
  },
  {
    slug: "articles-and-news",
    name: "Articles and news",
    title: "Audio versions of articles · Vocable",
    description: "Give every article a listen button: Vocable's Audio Native turns an article into an embeddable audio player, served from your own server.",
    lead: "Readers on the move listen. Audio Native converts an article into audio and gives you a player to embed beside it.",
    today: [
      "Create a project from a text file or an HTML page (only the article is read; no script on it runs).",
      "The player's title, author, colours and size are yours to set; the embed code is one iframe.",
      "Convert again after an edit; the player keeps its address.",
    ],
    limits: [
      "Only articles you upload or point it to are converted: there is no site-wide crawler.",
      "The built-in voices sound synthetic; add a neural voice for long listening.",
    ],
    related: ["/text-reader", "/text-to-speech", "/use-cases/accessibility"],
  },
];

/** The use case with this slug (compared without case), if any. */
export function findUseCase(slug: string): UseCase | undefined {
  const wanted = slug.toLowerCase();
  return USE_CASES.find((useCase) => useCase.slug === wanted);
}

/** The path of a use-case page. */
export function pathOfUseCase(slug: string): string {
  return `/use-cases/${slug}`;
}
