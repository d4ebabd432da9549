/**
 * The language and accent landing pages (spec voices §2 "Language and accent landing pages", §3
 * "Language/accent page entry"): one row per page, at /text-to-speech/{audioSrc}. The web app
 * shows them, the server renders each sample with the voice the row names, speaks visitors' own
 * text with it, and lists the pages in the sitemap. The language list is the entries whose name
 * lacks the word Accent.
 *
 * Every sample is spoken by an installed engine (eSpeak NG or Flite). Where the engine has no
 * voice for an accent, the row says how it is approximated (`speaker.fidelity`), and the page
 * says so beside the player.
 */
import { BUILT_IN_VOICES, DESIGN_ONLY_LANGUAGES } from "./built-in-voices";

/** Who reads a page's sample and the visitor's text. */
export interface LanguagePageSpeaker {
  /** A built-in voice (BUILT_IN_VOICES): its id is the entry's `voice_id`. */
  voiceId: string;
  /**
   * The eSpeak NG language (or variant, such as `en-us-nyc`) the voice reads in, when not its own.
   * Unset: the voice reads the text by its own language's rules (a German voice reading English
   * is English with a German accent).
   */
  reads?: string;
  /** `native`: the engine's own voice for this language or accent; `approximate`: the closest one installed. */
  fidelity: "native" | "approximate";
  /** What the listener hears, plainly ("eSpeak NG's New York English"). */
  note: string;
}

interface EntryBase {
  /** The display name: the language ("Czech") or the accent ("British Accent"). */
  name: string;
  /** The flag's country code (ISO 3166-1 alpha-2, lower case): bundled with the web app. */
  flag: string;
  /** The language the page's text is in. */
  language: string;
  /** The audio sample's slug, which is also the page's slug. */
  audioSrc: string;
  /** The built-in voice that reads the page, when one does (omitted for a voice the engine lends). */
  voice_id?: string;
  /** The sample text, in the page's language: what the sample says and what the text box starts with. */
  placeholderText: string;
  howToDescription: string;
  feature1Title: string;
  feature1Description: string;
  feature2Title: string;
  feature2Description: string;
  speaker: LanguagePageSpeaker;
}

/** A language's page. */
export interface LanguageEntry extends EntryBase {
  kind: "language";
  /** ISO 639-1. */
  languageCode: string;
  flagCode: string;
}

/** An accent's page. */
export interface AccentEntry extends EntryBase {
  kind: "accent";
  /** BCP 47 tag of the accent (en-GB, en-US-x-nyc...). */
  code: string;
  /** The order in the accent list. */
  sort: number;
}

export type LanguagePageEntry = LanguageEntry | AccentEntry;

/** The pattern of the pages' paths. */
export const LANGUAGE_PAGE_PATTERN = "/text-to-speech/:slug";

/** The longest text a visitor may have spoken on a landing page, in characters. */
export const LANGUAGE_PAGE_TEXT_MAX = 250;

/** The texts a visitor may have spoken per hour from one address (the server's rate limit, the page's promise). */
export const LANGUAGE_PAGE_TRIES_PER_HOUR = 20;

const voice = (name: string): string => {
  const found = BUILT_IN_VOICES.find((v) => v.name === name);
  if (!found) throw new Error(`no built-in voice ${name}`);
  return found.voiceId;
};

/** [name, ISO 639-1, flag, reading voice, its note when it is not a built-in voice of the language, sample text] */
type LanguageRow = [string, string, string, string, string | null, string];

const DESIGNED = (name: string) => `eSpeak NG's ${name} rules, read with the pitch of the built-in voice Emily: no built-in ${name} voice of its own.`;

const LANGUAGE_ROWS: readonly LanguageRow[] = [
  ["English", "en", "us", "Samantha", null, "Hello! Type your own text here and listen. Sign up free for voice cloning, dubbing and the voice changer."],
  ["French", "fr", "fr", "Camille", null, "Bonjour ! Tapez votre propre texte ici et écoutez. Inscrivez-vous gratuitement pour le clonage de voix, le doublage et la transformation de voix."],
  ["German", "de", "de", "Lukas", null, "Hallo! Tippen Sie hier Ihren eigenen Text ein und hören Sie zu. Melden Sie sich kostenlos an: für das Klonen von Stimmen, Synchronisation und Stimmverwandlung."],
  ["Spanish", "es", "es", "Lucia", null, "¡Hola! Escribe aquí tu propio texto y escúchalo. Regístrate gratis para clonar voces, doblar vídeos y cambiar tu voz."],
  ["Italian", "it", "it", "Marco", null, "Ciao! Scrivi qui il tuo testo e ascoltalo. Iscriviti gratis per clonare le voci, doppiare video e cambiare la tua voce."],
  ["Portuguese", "pt", "br", "Beatriz", null, "Olá! Digite aqui o seu próprio texto e ouça. Cadastre-se grátis para clonar vozes, dublar vídeos e trocar de voz."],
  ["Dutch", "nl", "nl", "Daan", null, "Hallo! Typ hier je eigen tekst en luister. Meld je gratis aan voor het klonen van stemmen, nasynchronisatie en stemverandering."],
  ["Polish", "pl", "pl", "Zofia", null, "Cześć! Wpisz tutaj własny tekst i posłuchaj. Zarejestruj się za darmo, aby klonować głosy i korzystać z dubbingu oraz zmiany głosu."],
  ["Hindi", "hi", "in", "Arjun", null, "नमस्ते! यहाँ अपना पाठ लिखें और सुनें। आवाज़ क्लोन करने, डबिंग और आवाज़ बदलने के लिए मुफ़्त में साइन अप करें।"],
  ["Swedish", "sv", "se", "Astrid", null, "Hej! Skriv din egen text här och lyssna. Registrera dig gratis för röstkloning, dubbning och röstförändring."],
  ["Russian", "ru", "ru", "Dmitri", null, "Привет! Введите здесь свой текст и послушайте. Зарегистрируйтесь бесплатно, чтобы клонировать голоса, дублировать видео и менять голос."],
  ["Japanese", "ja", "jp", "Emily", `${DESIGNED("Japanese")} eSpeak NG reads kana, not kanji, so the sample is written in kana.`, "こんにちは。ここに じぶんの ぶんしょうを いれて きいて ください。むりょうで とうろくして こえの クローン、ふきかえ、ボイスチェンジを つかって みましょう。"],
  ["Chinese", "zh", "cn", "Emily", DESIGNED("Mandarin Chinese"), "你好！在这里输入你自己的文字，然后听一听。免费注册即可使用声音克隆、配音和变声功能。"],
  ["Korean", "ko", "kr", "Emily", DESIGNED("Korean"), "안녕하세요! 여기에 직접 글을 입력하고 들어 보세요. 무료로 가입하고 목소리 복제, 더빙, 음성 변환을 사용해 보세요."],
  ["Arabic", "ar", "sa", "Emily", `${DESIGNED("Arabic")} Text without vowel marks is read less well.`, "مرحبًا! اكتب نصك هنا واستمع إليه. سجّل مجانًا لاستنساخ الأصوات والدبلجة وتغيير الصوت."],
  ["Turkish", "tr", "tr", "Emily", DESIGNED("Turkish"), "Merhaba! Kendi metninizi buraya yazın ve dinleyin. Ses klonlama, dublaj ve ses değiştirme için ücretsiz kaydolun."],
  ["Greek", "el", "gr", "Emily", DESIGNED("Greek"), "Γεια σας! Γράψτε εδώ το δικό σας κείμενο και ακούστε το. Εγγραφείτε δωρεάν για κλωνοποίηση φωνής, μεταγλώττιση και αλλαγή φωνής."],
  ["Czech", "cs", "cz", "Emily", DESIGNED("Czech"), "Dobrý den! Napište sem svůj vlastní text a poslechněte si ho. Zaregistrujte se zdarma ke klonování hlasu, dabingu a změně hlasu."],
  ["Finnish", "fi", "fi", "Emily", DESIGNED("Finnish"), "Hei! Kirjoita oma tekstisi tähän ja kuuntele. Rekisteröidy ilmaiseksi äänen kloonausta, jälkiäänitystä ja äänenmuunnosta varten."],
  ["Danish", "da", "dk", "Emily", DESIGNED("Danish"), "Hej! Skriv din egen tekst her, og lyt. Tilmeld dig gratis til stemmekloning, eftersynkronisering og stemmeændring."],
  ["Norwegian", "nb", "no", "Emily", DESIGNED("Norwegian Bokmål"), "Hei! Skriv din egen tekst her og lytt. Registrer deg gratis for stemmekloning, dubbing og stemmeendring."],
  ["Hungarian", "hu", "hu", "Emily", DESIGNED("Hungarian"), "Helló! Írja be ide a saját szövegét, és hallgassa meg. Regisztráljon ingyen a hangklónozáshoz, a szinkronizáláshoz és a hangváltáshoz."],
  ["Romanian", "ro", "ro", "Emily", DESIGNED("Romanian"), "Bună! Scrieți aici propriul text și ascultați-l. Înscrieți-vă gratuit pentru clonarea vocii, dublaj și schimbarea vocii."],
  ["Ukrainian", "uk", "ua", "Emily", DESIGNED("Ukrainian"), "Привіт! Введіть тут свій текст і послухайте. Зареєструйтеся безкоштовно, щоб клонувати голоси, дублювати відео та змінювати голос."],
  ["Vietnamese", "vi", "vn", "Emily", DESIGNED("Vietnamese"), "Xin chào! Hãy nhập văn bản của bạn vào đây và nghe thử. Đăng ký miễn phí để nhân bản giọng nói, lồng tiếng và đổi giọng."],
  ["Indonesian", "id", "id", "Emily", DESIGNED("Indonesian"), "Halo! Ketik teks Anda sendiri di sini dan dengarkan. Daftar gratis untuk kloning suara, sulih suara, dan pengubah suara."],
  ["Hebrew", "he", "il", "Emily", DESIGNED("Hebrew"), "שלום! הקלידו כאן טקסט משלכם והאזינו. הירשמו בחינם לשיבוט קול, דיבוב ושינוי קול."],
  ["Bulgarian", "bg", "bg", "Emily", DESIGNED("Bulgarian"), "Здравейте! Напишете тук свой текст и го чуйте. Регистрирайте се безплатно за клониране на глас, дублаж и промяна на гласа."],
  ["Croatian", "hr", "hr", "Emily", DESIGNED("Croatian"), "Bok! Ovdje upišite svoj tekst i poslušajte ga. Registrirajte se besplatno za kloniranje glasa, sinkronizaciju i promjenu glasa."],
  ["Slovak", "sk", "sk", "Emily", DESIGNED("Slovak"), "Dobrý deň! Napíšte sem svoj vlastný text a vypočujte si ho. Zaregistrujte sa zadarmo na klonovanie hlasu, dabing a zmenu hlasu."],
  ["Tamil", "ta", "in", "Emily", DESIGNED("Tamil"), "வணக்கம்! உங்கள் சொந்த உரையை இங்கே தட்டச்சு செய்து கேளுங்கள். குரல் நகலாக்கம், டப்பிங் மற்றும் குரல் மாற்றத்திற்கு இலவசமாகப் பதிவு செய்யுங்கள்."],
];

const ENGLISH_SAMPLE = LANGUAGE_ROWS[0][5];
const CZECH_SAMPLE = LANGUAGE_ROWS.find((row) => row[1] === "cs")![5];

/** [accent (without "Accent"), BCP 47 code, flag, reading voice, eSpeak NG language it reads in, native?, what is heard] */
type AccentRow = [string, string, string, string, string | undefined, boolean, string];

const ACCENT_ROWS: readonly AccentRow[] = [
  ["Czech Moravian", "cs-CZ-x-moravian", "cz", "Emily", "cs", false, "eSpeak NG's standard Czech: it has no Moravian variant."],
  ["British", "en-GB", "gb", "Oliver", undefined, true, "eSpeak NG's British English (the built-in voice Oliver)."],
  ["Canadian", "en-CA", "ca", "Emily", undefined, false, "eSpeak NG's General American English: it has no Canadian variant."],
  ["New York", "en-US-x-nyc", "us", "Emily", "en-us-nyc", true, "eSpeak NG's New York English."],
  ["Australian", "en-AU", "au", "Oliver", undefined, false, "eSpeak NG's British English: it has no Australian variant."],
  ["Indian", "en-IN", "in", "Arjun", undefined, false, "The Hindi voice Arjun reading English text: it keeps its Hindi pitch, and reads the English words with English rules."],
  ["Irish", "en-IE", "ie", "Oliver", "en-gb-scotland", false, "eSpeak NG's Scottish English, the nearest it has: no Irish variant."],
  ["Italian", "en-x-it", "it", "Marco", undefined, false, "The Italian voice Marco reading English with Italian letter rules: a strong accent, not a trained one."],
  ["Essex", "en-GB-x-essex", "gb", "Oliver", undefined, false, "eSpeak NG's British English: it has no Essex (Estuary) variant."],
  ["Scandinavian", "en-x-sv", "se", "Astrid", undefined, false, "The Swedish voice Astrid reading English with Swedish letter rules: a strong accent, not a trained one."],
  ["German", "en-x-de", "de", "Lukas", undefined, false, "The German voice Lukas reading English with German letter rules: a strong accent, not a trained one."],
  ["German Bavarian", "en-x-de-bavarian", "de", "Lukas", undefined, false, "The German voice Lukas reading English with German letter rules: eSpeak NG has no Bavarian variant."],
  ["Russian", "en-x-ru", "ru", "Dmitri", undefined, false, "The Russian voice Dmitri reading English text: it keeps its Russian pitch, and reads the English words with English rules."],
  ["Spanish", "en-x-es", "es", "Lucia", undefined, false, "The Spanish voice Lucia reading English with Spanish letter rules: a strong accent, not a trained one."],
  ["Latin American", "en-x-es-419", "co", "Lucia", "es-419", false, "eSpeak NG's Latin American Spanish reading English with Spanish letter rules: a strong accent, not a trained one."],
  ["Mexican", "en-x-es-mx", "mx", "Lucia", "es-419", false, "eSpeak NG's Latin American Spanish reading English with Spanish letter rules: it has no Mexican variant."],
  ["Argentine", "en-x-es-ar", "ar", "Lucia", "es-419", false, "eSpeak NG's Latin American Spanish reading English with Spanish letter rules: it has no Argentine (Rioplatense) variant."],
  ["Portuguese", "en-x-pt", "pt", "Beatriz", "pt", false, "eSpeak NG's European Portuguese reading English with Portuguese letter rules: a strong accent, not a trained one."],
  ["Californian", "en-US-x-california", "us", "Emily", undefined, true, "eSpeak NG's General American English (the built-in voice Emily), the accent of the US West."],
  ["African", "en-x-sw", "ke", "Emily", "sw", false, "eSpeak NG's Swahili reading English with Swahili letter rules: an East African accent, and no more than one of Africa's many."],
  ["Pakistani", "en-PK", "pk", "Arjun", undefined, false, "The Hindi voice Arjun reading English text, the nearest installed: eSpeak NG's Urdu voice reads only Urdu script."],
];

const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z]+/g, "-");
/** "a" or "an" before a word. */
const article = (word: string): string => (/^[AEIOU]/i.test(word) ? "an" : "a");

function languageEntry([name, code, flag, voiceName, note, sample]: LanguageRow): LanguageEntry {
  const builtIn = note === null;
  // Voice design knows the languages of the built-in voices and its own list (speech's voice-design.ts).
  const designable = builtIn || DESIGN_ONLY_LANGUAGES.includes(code);
  return {
    kind: "language",
    name,
    flag,
    language: name,
    audioSrc: slugOf(name),
    ...(builtIn && { voice_id: voice(voiceName) }),
    placeholderText: sample,
    howToDescription: `Type or paste ${name} text in the box, press Generate and listen. Sign up free to keep what you generate, download it as MP3 or WAV, choose other voices and call the same voices from the API.`,
    feature1Title: builtIn ? `A built-in ${name} voice` : `${name} without a model download`,
    feature1Description: builtIn
      ? `${voiceName} reads ${name} on every Vocable server, on an ordinary CPU, with word timings for captions.`
      : `eSpeak NG, built into every Vocable server, reads ${name} by its own rules. It sounds synthetic: operators who need a natural ${name} voice add a neural engine.`,
    feature2Title: `Your own ${name} voice`,
    feature2Description: `${designable ? `Describe a voice ("a calm older ${name} man") and voice design makes one, or clone` : "Clone"} your own from a recording: a real clone where the server runs a cloning engine, an honest approximation where it does not.`,
    speaker: { voiceId: voice(voiceName), ...(!builtIn && { reads: code }), fidelity: "native", note: note ?? `The built-in voice ${voiceName}.` },
    languageCode: code,
    flagCode: flag,
  };
}

function accentEntry([accent, code, flag, voiceName, reads, native, note]: AccentRow, sort: number): AccentEntry {
  const name = `${accent} Accent`;
  const language = accent === "Czech Moravian" ? "Czech" : "English";
  return {
    kind: "accent",
    name,
    flag,
    language,
    audioSrc: slugOf(name),
    ...(native && reads === undefined && { voice_id: voice(voiceName) }),
    placeholderText: language === "Czech" ? CZECH_SAMPLE : ENGLISH_SAMPLE,
    howToDescription: `Type ${language} text in the box, press Generate and hear it read with the ${accent} accent. Sign up free to keep what you generate and to use the voice from the app and the API.`,
    feature1Title: native ? `The ${accent} accent, as the engine speaks it` : `An approximation, labelled as one`,
    feature1Description: native
      ? `${note} It runs on every Vocable server, on an ordinary CPU.`
      : `${note} Vocable says so rather than pretend: a neural engine with ${article(accent)} ${accent} voice, added by the operator, speaks it for real.`,
    feature2Title: "Clone the accent you need",
    feature2Description: `Record a speaker with ${article(accent)} ${accent} accent and clone the voice: a real clone where the server runs a cloning engine, an honest approximation where it does not.`,
    speaker: { voiceId: voice(voiceName), ...(reads !== undefined && { reads }), fidelity: native ? "native" : "approximate", note },
    code,
    sort,
  };
}

/** Every landing page: the languages, then the accents in their order. */
export const LANGUAGE_PAGES: readonly LanguagePageEntry[] = [...LANGUAGE_ROWS.map(languageEntry), ...ACCENT_ROWS.map(accentEntry)];

/** The language list: the entries whose name lacks the word Accent. */
export const LANGUAGE_PAGE_LANGUAGES: readonly LanguagePageEntry[] = LANGUAGE_PAGES.filter((entry) => !/\bAccent\b/.test(entry.name));

/** How many languages have a page. */
export const LANGUAGE_PAGE_COUNT = LANGUAGE_PAGE_LANGUAGES.length;

/** The accent pages, in their order. */
export const ACCENT_PAGES: readonly LanguagePageEntry[] = LANGUAGE_PAGES.filter((entry) => /\bAccent\b/.test(entry.name));

/** The page's path. */
export function pathOfLanguagePage(entry: Pick<LanguagePageEntry, "audioSrc">): string {
  return `/text-to-speech/${entry.audioSrc}`;
}

/** The entry with this slug (compared without case), if any. */
export function findLanguagePage(slug: string): LanguagePageEntry | undefined {
  const wanted = slug.toLowerCase();
  return LANGUAGE_PAGES.find((entry) => entry.audioSrc === wanted);
}

/** The page's <title> and meta description. */
export function languagePageHead(entry: LanguagePageEntry): { title: string; description: string } {
  const accent = entry.name.replace(" Accent", "");
  const what = entry.kind === "language" ? `${entry.name} text to speech` : `${accent} accent text to speech`;
  return {
    title: `${what} · Vocable`,
    description: `Hear ${entry.kind === "language" ? `${entry.name} read aloud` : `${entry.language} read with the ${accent} accent`} by ${entry.speaker.fidelity === "native" ? "a" : "the nearest"} built-in voice of Vocable, and try your own text: free, no account needed.`,
  };
}
