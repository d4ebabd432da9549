import { APP_ROUTES } from "@vocable/domain";
import type { ContentPageData } from "./content-page";

/** The products that work today: what each does, on what, and where its limits are. */

export const TEXT_TO_SPEECH_PAGE: ContentPageData = {
  path: APP_ROUTES.textToSpeechOverview,
  status: "available",
  heading: "Text to speech on your own server",
  lead: "Type or paste text, pick a voice and a model, and listen while the rest is still being generated. Every generation is kept in your history.",
  sections: [
    {
      heading: "What you get",
      bullets: [
        "Sixteen built-in voices in eleven languages, spoken by two small engines that run on an ordinary CPU: Flite (English) and eSpeak NG (many languages), both compiled to WebAssembly. No model downloads, no GPU.",
        "Two models: vocable_multilingual_v1 takes up to 10,000 characters a request, vocable_flash_v1 up to 40,000.",
        "Streaming playback: the player starts with the first sentence while the rest is generated.",
        "Settings for speed, stability, similarity and style, and pronunciation dictionaries for names and terms.",
        "A history of everything generated: play, download (MP3, WAV, Opus, PCM, μ-law, A-law), rate, share within the workspace, or delete.",
        "Character-level timestamps for captions and word highlighting.",
      ],
    },
    {
      heading: "How it sounds",
      paragraphs: [
        "The built-in voices are clear and fast, and they sound synthetic: Flite's voices are natural for their size with a slight buzz, eSpeak NG's are clearly robotic. Hear them all on the showcase page.",
        "For neural voices, the server's operator adds them: Piper, Kokoro and other voices from model files on the server (sherpa-onnx), or any GPU server that answers OpenAI's speech API. They then appear in the same voice list and work with everything above.",
      ],
    },
    {
      heading: "Quotas",
      paragraphs: [
        "Each character of text is one credit from the workspace's monthly allowance. A text that does not fit is refused before anything is generated, and the page says how much is left.",
      ],
    },
  ],
  actions: [
    { label: "Open text to speech", to: APP_ROUTES.textToSpeech },
    { label: "Hear the voices", to: APP_ROUTES.showcase },
    { label: "Languages", to: APP_ROUTES.languages },
  ],
};

export const TEXT_READER_PAGE: ContentPageData = {
  path: APP_ROUTES.textReader,
  status: "available",
  heading: "Have long texts read to you",
  lead: "Paste an article, a chapter or a report and listen to it, or give your own articles a player your readers can press.",
  sections: [
    {
      heading: "Reading long texts",
      bullets: [
        "The flash model reads up to 40,000 characters in one request, about as much as a long article or a short chapter.",
        "Playback starts before the whole text is generated, and the player plays at up to twice the speed.",
        "Everything read is kept in the history, to listen to again or download as a file.",
      ],
    },
    {
      heading: "Audio Native: a player for your articles",
      paragraphs: [
        "Audio Native turns an article into audio and gives you a player to embed on your site with one iframe. Upload the article as a text file or an HTML page (only the article's text is read; nothing on the page runs), choose the voice and the player's title, author, colours and size, and convert it again after an edit.",
      ],
    },
    {
      heading: "Not yet",
      bullets: [
        "There is no phone or desktop reading app: Vocable is used in the browser or through its API.",
        "Documents are read as text: PDF and EPUB files are not opened; paste their text.",
      ],
    },
  ],
  actions: [
    { label: "Open text to speech", to: APP_ROUTES.textToSpeech },
    { label: "Open Audio Native", to: APP_ROUTES.audioNative },
  ],
};

export const VOICE_CLONING_PAGE: ContentPageData = {
  path: APP_ROUTES.voiceCloning,
  status: "available",
  heading: "Voice cloning, with consent built in",
  lead: "Make a voice from recordings of a speaker. What you get depends on the engines your server has, and Vocable tells you which it built.",
  sections: [
    {
      heading: "Instant cloning",
      paragraphs: [
        "Upload or record samples (at least three seconds of speech, one speaker), confirm you have the rights and consents needed, and the voice is made while you watch its progress. Samples are checked for speech, clipping and the number of speakers, and can be cleaned of background noise first.",
        "With a cloning engine installed (for example a Chatterbox server the operator connects), the engine speaks with your samples as its reference. Without one, Vocable builds an approximation: the built-in voice that sounds nearest to the samples, reshaped in pitch, formants and pace. That is not a copy of the speaker, and the voice's description says so.",
      ],
    },
    {
      heading: "Professional cloning",
      paragraphs: [
        "A professional voice is made from longer recordings (at least ten seconds of speech), and only after the speaker proves it is their voice: they record a sentence the server shows, which the speech recogniser must hear and which must sound like the samples. After five failed attempts, documents such as a signed consent can be sent for an operator to review.",
        "Training runs as a job. No engine on a standard installation fine-tunes models, so training builds the best voice the installed engines can make and says what it built.",
      ],
    },
    {
      heading: "Voice design",
      paragraphs: [
        "No recordings at all: describe a voice (\"an old man with a deep, slow voice and a Scottish accent\") and hear three previews, then keep one. Designed voices are made with eSpeak NG and sound synthetic.",
      ],
    },
    {
      heading: "Plans",
      bullets: [
        "Voice design: every plan.",
        "Instant cloning: from the Starter plan.",
        "Professional cloning: from the Creator plan.",
      ],
    },
  ],
  actions: [
    { label: "Open the voice lab", to: APP_ROUTES.voiceLab },
    { label: "Safety and consent", to: APP_ROUTES.safety },
  ],
};

export const VOICE_LIBRARY_PAGE: ContentPageData = {
  path: APP_ROUTES.voiceLibraryOverview,
  status: "available",
  heading: "A voice library for your server",
  lead: "Share the voices you make with everyone who uses your Vocable server, and add theirs to your own voices.",
  sections: [
    {
      heading: "How it works",
      bullets: [
        "List a voice in the library with its category and labels, or let it be listed but not copied.",
        "Others filter the library by language, accent, gender, age and use, play previews, and add a voice to their own with one click; the copy stays linked to its original.",
        "Find similar voices by how they sound (speaker embeddings), across the library and the built-in voices.",
        "Taking a voice out gives its copies a notice period; the workspaces using it are told through their webhooks.",
        "Collections keep the voices you use together.",
      ],
    },
    {
      heading: "What it is not",
      paragraphs: [
        "The library holds the voices of your own server's users. It is not a shared catalogue across Vocable installations, and nobody outside your server sees it.",
      ],
    },
  ],
  actions: [
    { label: "Open the voice library", to: APP_ROUTES.voiceLibrary },
    { label: "Voice cloning", to: APP_ROUTES.voiceCloning },
  ],
};

export const VOICE_ISOLATOR_PAGE: ContentPageData = {
  path: APP_ROUTES.voiceIsolator,
  status: "available",
  heading: "Voice isolator: take the noise out",
  lead: "Clean steady background noise out of recorded speech: fans, hum, hiss, air conditioning.",
  sections: [
    {
      heading: "What it does",
      bullets: [
        "Noise suppression with RNNoise at 48 kHz; the answer is an MP3 (44.1 kHz, 128 kbps).",
        "Long files are processed five seconds at a time, so any length works without filling the server's memory, and the result can be streamed.",
        "Neither the upload nor the result is kept on the server.",
        "It costs 1,000 characters of the monthly credits per minute of audio.",
      ],
    },
    {
      heading: "What it does not do",
      paragraphs: [
        "It does not separate a voice from music or from other voices: that needs a separation model, which no installed engine has.",
        "It is available through the API (the audio isolation endpoints, as ElevenLabs names them); there is no page for it in the web app yet. Instant cloning uses the same cleaning for its samples when you ask it to.",
      ],
    },
  ],
  actions: [
    { label: "API reference", to: "/docs", external: true },
    { label: "About the API", to: APP_ROUTES.apiOverview },
  ],
};

export const VOICE_CHANGER_PAGE: ContentPageData = {
  path: APP_ROUTES.voiceChanger,
  status: "available",
  heading: "Voice changer: your words in another voice",
  lead: "Record yourself or upload a recording, pick a voice, and hear the same words spoken in that voice at your timing. Every conversion is kept in a history with its original.",
  sections: [
    {
      heading: "What it does",
      bullets: [
        "Takes speech from a file (MP3, WAV, FLAC, M4A, Ogg, Opus, WebM and more) or straight from your microphone, up to 5 minutes at a time.",
        "Speaks it again in any voice you can use for text to speech: the built-in voices, and your own designed or cloned voices.",
        "Optional background-noise removal before converting, and stability and similarity settings.",
        "A history of conversions: play or download the result and the original, or delete them.",
        "The ElevenLabs speech-to-speech API (POST /v1/speech-to-speech/{voice_id}), so existing clients work unchanged.",
      ],
    },
    {
      heading: "The built-in engine is an approximation",
      paragraphs: [
        "Vocable's own voice changer does not transform the sound of your voice. It recognises the words you say, then speaks them again in the chosen voice, placing each word where you said it and following the rise and fall of your pitch. The words, their timing and the melody survive; your accent, emotion and breaths do not, and a word it mishears comes out wrong. Its recogniser understands English best.",
        "The app says this next to the model picker, and every model's description says what it really does.",
      ],
    },
    {
      heading: "For real voice conversion",
      paragraphs: [
        "The server's operator can connect an ElevenLabs-compatible voice-conversion engine. Its models then appear in the same model picker beside the built-in one, and the page and the API work with them the same way.",
      ],
    },
    {
      heading: "Quotas",
      paragraphs: ["A conversion costs 1,000 characters of the workspace's monthly credits per minute of speech sent, counted by the started second."],
    },
  ],
  actions: [
    { label: "Open the voice changer", to: APP_ROUTES.speechToSpeech },
    { label: "Voice cloning", to: APP_ROUTES.voiceCloning },
  ],
};

export const SOUND_EFFECTS_PAGE: ContentPageData = {
  path: APP_ROUTES.soundEffects,
  status: "available",
  heading: "Sound effects from a description",
  lead: "Describe a sound, such as heavy rain on a tin roof or a door creaking open, and get four variations to choose from. Publish the ones you like to a library anyone can browse.",
  sections: [
    {
      heading: "How the sounds are made",
      paragraphs: [
        "Vocable's sound engine is procedural: it reads the prompt for sounds it has a recipe for (rain, thunder, wind, water, fire, footsteps, doors, impacts, machines, vehicles, animals, interface sounds, whooshes, crowds and ambiences) and for words that shape them (heavy, distant, metal, wooden, on gravel or snow…), then builds the sound from noise, oscillators, filters and envelopes. It is not a generative AI model: it makes the sounds it knows well, and a prompt it has no recipe for is refused with a message saying what it understood.",
        "Each sound says what it was made of, and the same prompt with the same seed gives the same sound again.",
      ],
    },
    {
      heading: "What you get",
      bullets: [
        "Four variations per prompt, each with its waveform, play and download.",
        "A duration from half a second to 30 seconds, or automatic; how closely to follow the prompt; seamless loops.",
        "A history of your sounds, and a public library with search and categories.",
        "The ElevenLabs sound-generation API (POST /v1/sound-generation), so existing clients work unchanged.",
      ],
    },
    {
      heading: "Quotas",
      paragraphs: ["Each plan includes seconds of sound effects a month: 250 on Free, 750 on Starter, 2,500 on Creator, 12,500 on Pro, 50,000 on Scale and 275,000 on Business."],
    },
  ],
  actions: [
    { label: "Make your own", to: APP_ROUTES.soundEffectsGenerate },
    { label: "See the plans", to: APP_ROUTES.pricing },
  ],
};

export const DUBBING_PAGE: ContentPageData = {
  path: APP_ROUTES.dubbing,
  status: "available",
  heading: "Dubbing: your video in another language",
  lead: "Upload a video or an audio file, choose a language, and get the same speech spoken again in it by voices close to its speakers', over the original background and picture.",
  sections: [
    {
      heading: "What it does",
      bullets: [
        "Takes a video (MP4, MOV, MKV, WebM, AVI, WMV, FLV, MPEG or 3GP) or an audio file (MP3, WAV, FLAC, M4A, Ogg, Opus and more), uploaded or fetched from its address, up to 30 minutes at a time; a start and an end time dub just a part.",
        "Separates the speech from the background, transcribes it speaker by speaker, translates each line, speaks it in a voice for each speaker and fits it to where it was said.",
        "Mixes the new speech over the background, or leaves the background out, and puts it back on the video. The video stream is kept as it is, not re-encoded (unless a watermark is drawn on it); an audio file comes back as MP3.",
        "Subtitles of the original and of the dub as SRT and WebVTT, and in the app the two transcripts side by side: click a line to jump to it.",
        "The ElevenLabs dubbing API (POST /v1/dubbing and the calls to follow, download and delete a dub), so existing clients work unchanged.",
      ],
    },
    {
      heading: "Languages and translation",
      paragraphs: [
        "Re-voicing in the same language works on every Vocable server out of the box. Dubbing into another language needs a translation engine, which the server's operator installs (an OpenAI-compatible chat server or LibreTranslate); without one, such a dub is refused before anything is charged, with a message that says so.",
        "The target language also needs a voice that speaks it. The built-in engines speak many languages, and operators can add more voices.",
      ],
    },
    {
      heading: "How it sounds",
      paragraphs: [
        "On the built-in CPU engines, each speaker's voice is an approximation: near in pitch and character, not a clone, and accent, emotion and breaths are not carried over. You can ask for the nearest library voice instead.",
        "A translated line is spoken faster or slower, within limits, to fit its place; a line that still does not fit is cut, and the dub lists it in its warnings. Steady hums stay in the background, and a faint trace of the original voice can remain under the new one.",
      ],
    },
    {
      heading: "Cost and watermark",
      paragraphs: [
        "A dub costs 3,000 characters of the workspace's monthly credits per minute of source, or 2,000 with a watermark on the video, counted by the started second and charged when the dub is created. A dub that fails gives its characters back.",
        "Dubs made on the Free plan always carry the watermark; on the paid plans it is your choice.",
      ],
    },
  ],
  actions: [
    { label: "Get started free", to: APP_ROUTES.signUp },
    { label: "Open dubbing", to: APP_ROUTES.dubbingApp },
    { label: "See the plans", to: APP_ROUTES.pricing },
  ],
};
