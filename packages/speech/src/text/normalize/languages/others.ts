/**
 * The other languages of the voice catalogue. eSpeak NG already reads numbers, ordinals, dates,
 * times and "%" in each of them (checked with the engine's phoneme events), so digits stay
 * digits; what it gets wrong is units ("5 km" read as letters), currency symbols and codes
 * (read after the amount, or as letters), the symbols of e-mail addresses and URLs, and
 * abbreviations (read as letters: German "Dr." -> "D R"; the latter only with the language extras).
 */
import type { Forms, LanguageRules } from "../language-rules";

type Unit = "km" | "m" | "cm" | "mm" | "kg" | "g" | "mg" | "l" | "ml" | "h" | "min" | "s" | "km/h" | "kWh" | "GB" | "MB";
const same = (word: string): Forms => ({ other: word });
const two = (one: string, other: string): Forms => ({ one, other });
/** Slavic plurals: 1 kilometr, 2-4 kilometry, 5+ kilometrów, 2,5 kilometra. */
const slavic = (one: string, few: string, many: string, other = few): Forms => ({ one, few, many, other });

function language(
  code: string,
  decimalMark: "." | ",",
  addressWords: LanguageRules["addressWords"],
  units: Record<Unit, Forms>,
  currencies: Record<string, Forms>,
  symbols: Record<string, string>,
  degrees: Forms,
  abbreviations: LanguageRules["abbreviations"] = {},
): LanguageRules {
  return { code, decimalMark, addressWords, units: { ...units, L: units.l }, currencies, symbols, degrees, abbreviations };
}

const address = (at: string, dot: string, slash: string, dash: string, underscore: string, colon: string, and: string, plus: string) => ({
  "@": at, ".": dot, "/": slash, "-": dash, _: underscore, ":": colon, "?": "?", "=": "=", "&": and, "#": "#", "+": plus, "~": "~", "%": "%",
});

const FRENCH = language("fr", ",",
  address("arobase", "point", "slash", "tiret", "tiret bas", "deux-points", "et", "plus"),
  { km: two("kilomètre", "kilomètres"), m: two("mètre", "mètres"), cm: two("centimètre", "centimètres"), mm: two("millimètre", "millimètres"),
    kg: two("kilogramme", "kilogrammes"), g: two("gramme", "grammes"), mg: two("milligramme", "milligrammes"), l: two("litre", "litres"),
    ml: two("millilitre", "millilitres"), h: two("heure", "heures"), min: two("minute", "minutes"), s: two("seconde", "secondes"),
    "km/h": two("kilomètre-heure", "kilomètres-heure"), kWh: two("kilowattheure", "kilowattheures"), GB: two("gigaoctet", "gigaoctets"), MB: two("mégaoctet", "mégaoctets") },
  { "€": two("euro", "euros"), EUR: two("euro", "euros"), $: two("dollar", "dollars"), USD: two("dollar", "dollars"), "£": two("livre", "livres"),
    GBP: two("livre sterling", "livres sterling"), CHF: two("franc suisse", "francs suisses") },
  { "&": "et", "@": "arobase", "+": "plus", "=": "égal", "§": "paragraphe", "×": "fois" },
  two("degré", "degrés"),
  { "M.": { say: "Monsieur", title: true }, "Mme": { say: "Madame" }, "Mlle": { say: "Mademoiselle" }, "Dr": { say: "Docteur" },
    "etc.": { say: "et cetera" }, "p. ex.": { say: "par exemple" }, "n°": { say: "numéro" } },
);

const GERMAN = language("de", ",",
  address("ät", "Punkt", "Schrägstrich", "Bindestrich", "Unterstrich", "Doppelpunkt", "und", "plus"),
  { km: same("Kilometer"), m: same("Meter"), cm: same("Zentimeter"), mm: same("Millimeter"), kg: same("Kilogramm"), g: same("Gramm"),
    mg: same("Milligramm"), l: same("Liter"), ml: same("Milliliter"), h: two("Stunde", "Stunden"), min: two("Minute", "Minuten"),
    s: two("Sekunde", "Sekunden"), "km/h": same("Kilometer pro Stunde"), kWh: same("Kilowattstunden"), GB: same("Gigabyte"), MB: same("Megabyte") },
  { "€": same("Euro"), EUR: same("Euro"), $: same("Dollar"), USD: same("US-Dollar"), "£": same("Pfund"), GBP: same("Pfund"), CHF: same("Franken") },
  { "&": "und", "@": "ät", "+": "plus", "=": "gleich", "§": "Paragraf", "×": "mal" },
  same("Grad"),
  { "Dr.": { say: "Doktor", title: true }, "Prof.": { say: "Professor", title: true }, "z.B.": { say: "zum Beispiel" }, "z. B.": { say: "zum Beispiel" },
    "d.h.": { say: "das heißt" }, "usw.": { say: "und so weiter" }, "bzw.": { say: "beziehungsweise" }, "ca.": { say: "circa" },
    "Nr.": { say: "Nummer", title: true }, "Hr.": { say: "Herr", title: true }, "Fr.": { say: "Frau", title: true }, "evtl.": { say: "eventuell" } },
);

const SPANISH = language("es", ",",
  address("arroba", "punto", "barra", "guion", "guion bajo", "dos puntos", "y", "más"),
  { km: two("kilómetro", "kilómetros"), m: two("metro", "metros"), cm: two("centímetro", "centímetros"), mm: two("milímetro", "milímetros"),
    kg: two("kilogramo", "kilogramos"), g: two("gramo", "gramos"), mg: two("miligramo", "miligramos"), l: two("litro", "litros"),
    ml: two("mililitro", "mililitros"), h: two("hora", "horas"), min: two("minuto", "minutos"), s: two("segundo", "segundos"),
    "km/h": two("kilómetro por hora", "kilómetros por hora"), kWh: two("kilovatio hora", "kilovatios hora"), GB: two("gigabyte", "gigabytes"), MB: two("megabyte", "megabytes") },
  { "€": two("euro", "euros"), EUR: two("euro", "euros"), $: two("dólar", "dólares"), USD: two("dólar", "dólares"), "£": two("libra", "libras"), GBP: two("libra", "libras") },
  { "&": "y", "@": "arroba", "+": "más", "=": "igual", "×": "por" },
  two("grado", "grados"),
  { "Sr.": { say: "señor", title: true }, "Sra.": { say: "señora", title: true }, "Dr.": { say: "doctor", title: true }, "Dra.": { say: "doctora", title: true }, "Ud.": { say: "usted" },
    "etc.": { say: "etcétera" }, "p. ej.": { say: "por ejemplo" } },
);

const ITALIAN = language("it", ",",
  address("chiocciola", "punto", "barra", "trattino", "trattino basso", "due punti", "e", "più"),
  { km: two("chilometro", "chilometri"), m: two("metro", "metri"), cm: two("centimetro", "centimetri"), mm: two("millimetro", "millimetri"),
    kg: two("chilogrammo", "chilogrammi"), g: two("grammo", "grammi"), mg: two("milligrammo", "milligrammi"), l: two("litro", "litri"),
    ml: two("millilitro", "millilitri"), h: two("ora", "ore"), min: two("minuto", "minuti"), s: two("secondo", "secondi"),
    "km/h": two("chilometro orario", "chilometri orari"), kWh: two("chilowattora", "chilowattora"), GB: same("gigabyte"), MB: same("megabyte") },
  { "€": same("euro"), EUR: same("euro"), $: two("dollaro", "dollari"), USD: two("dollaro", "dollari"), "£": two("sterlina", "sterline"), GBP: two("sterlina", "sterline") },
  { "&": "e", "@": "chiocciola", "+": "più", "=": "uguale", "×": "per" },
  two("grado", "gradi"),
  { "Sig.": { say: "signor", title: true }, "Sig.ra": { say: "signora", title: true }, "Dott.": { say: "dottor", title: true }, "ecc.": { say: "eccetera" } },
);

const PORTUGUESE = language("pt", ",",
  address("arroba", "ponto", "barra", "hífen", "sublinhado", "dois pontos", "e", "mais"),
  { km: two("quilômetro", "quilômetros"), m: two("metro", "metros"), cm: two("centímetro", "centímetros"), mm: two("milímetro", "milímetros"),
    kg: two("quilograma", "quilogramas"), g: two("grama", "gramas"), mg: two("miligrama", "miligramas"), l: two("litro", "litros"),
    ml: two("mililitro", "mililitros"), h: two("hora", "horas"), min: two("minuto", "minutos"), s: two("segundo", "segundos"),
    "km/h": two("quilômetro por hora", "quilômetros por hora"), kWh: two("quilowatt-hora", "quilowatts-hora"), GB: same("gigabytes"), MB: same("megabytes") },
  { "R$": two("real", "reais"), BRL: two("real", "reais"), "€": two("euro", "euros"), EUR: two("euro", "euros"), $: two("dólar", "dólares"), USD: two("dólar", "dólares") },
  { "&": "e", "@": "arroba", "+": "mais", "=": "igual", "×": "vezes" },
  two("grau", "graus"),
  { "Sr.": { say: "senhor", title: true }, "Sra.": { say: "senhora", title: true }, "Dr.": { say: "doutor", title: true }, "Dra.": { say: "doutora", title: true }, "etc.": { say: "et cetera" } },
);

const DUTCH = language("nl", ",",
  address("apenstaartje", "punt", "schuine streep", "streepje", "underscore", "dubbele punt", "en", "plus"),
  { km: same("kilometer"), m: same("meter"), cm: same("centimeter"), mm: same("millimeter"), kg: same("kilogram"), g: same("gram"),
    mg: same("milligram"), l: same("liter"), ml: same("milliliter"), h: same("uur"), min: two("minuut", "minuten"), s: two("seconde", "seconden"),
    "km/h": same("kilometer per uur"), kWh: same("kilowattuur"), GB: same("gigabyte"), MB: same("megabyte") },
  { "€": same("euro"), EUR: same("euro"), $: same("dollar"), USD: same("dollar"), "£": same("pond"), GBP: same("pond") },
  { "&": "en", "@": "apenstaartje", "+": "plus", "=": "is gelijk aan", "×": "maal" },
  same("graden"),
  { "dhr.": { say: "de heer", title: true }, "mevr.": { say: "mevrouw", title: true }, "bijv.": { say: "bijvoorbeeld" }, "enz.": { say: "enzovoort" }, "dr.": { say: "dokter", title: true } },
);

const POLISH = language("pl", ",",
  address("małpa", "kropka", "ukośnik", "myślnik", "podkreślnik", "dwukropek", "i", "plus"),
  { km: slavic("kilometr", "kilometry", "kilometrów", "kilometra"), m: slavic("metr", "metry", "metrów", "metra"),
    cm: slavic("centymetr", "centymetry", "centymetrów", "centymetra"), mm: slavic("milimetr", "milimetry", "milimetrów", "milimetra"),
    kg: slavic("kilogram", "kilogramy", "kilogramów", "kilograma"), g: slavic("gram", "gramy", "gramów", "grama"),
    mg: slavic("miligram", "miligramy", "miligramów", "miligrama"), l: slavic("litr", "litry", "litrów", "litra"),
    ml: slavic("mililitr", "mililitry", "mililitrów", "mililitra"), h: slavic("godzina", "godziny", "godzin", "godziny"),
    min: slavic("minuta", "minuty", "minut", "minuty"), s: slavic("sekunda", "sekundy", "sekund", "sekundy"),
    "km/h": same("kilometrów na godzinę"), kWh: same("kilowatogodzin"), GB: same("gigabajtów"), MB: same("megabajtów") },
  { "zł": slavic("złoty", "złote", "złotych", "złotego"), PLN: slavic("złoty", "złote", "złotych", "złotego"), "€": same("euro"), EUR: same("euro"),
    $: slavic("dolar", "dolary", "dolarów", "dolara"), USD: slavic("dolar", "dolary", "dolarów", "dolara") },
  { "&": "i", "@": "małpa", "+": "plus", "=": "równa się" },
  slavic("stopień", "stopnie", "stopni", "stopnia"),
);

const SWEDISH = language("sv", ",",
  address("snabel-a", "punkt", "snedstreck", "bindestreck", "understreck", "kolon", "och", "plus"),
  { km: same("kilometer"), m: same("meter"), cm: same("centimeter"), mm: same("millimeter"), kg: same("kilo"), g: same("gram"),
    mg: same("milligram"), l: same("liter"), ml: same("milliliter"), h: two("timme", "timmar"), min: two("minut", "minuter"),
    s: two("sekund", "sekunder"), "km/h": same("kilometer i timmen"), kWh: same("kilowattimmar"), GB: same("gigabyte"), MB: same("megabyte") },
  { kr: two("krona", "kronor"), SEK: two("krona", "kronor"), "€": same("euro"), EUR: same("euro"), $: same("dollar"), USD: same("dollar") },
  { "&": "och", "@": "snabel-a", "+": "plus", "=": "lika med" },
  two("grad", "grader"),
);

const RUSSIAN = language("ru", ",",
  address("собака", "точка", "слэш", "дефис", "подчёркивание", "двоеточие", "и", "плюс"),
  { km: slavic("километр", "километра", "километров"), m: slavic("метр", "метра", "метров"), cm: slavic("сантиметр", "сантиметра", "сантиметров"),
    mm: slavic("миллиметр", "миллиметра", "миллиметров"), kg: slavic("килограмм", "килограмма", "килограммов"), g: slavic("грамм", "грамма", "граммов"),
    mg: slavic("миллиграмм", "миллиграмма", "миллиграммов"), l: slavic("литр", "литра", "литров"), ml: slavic("миллилитр", "миллилитра", "миллилитров"),
    h: slavic("час", "часа", "часов"), min: slavic("минута", "минуты", "минут"), s: slavic("секунда", "секунды", "секунд"),
    "km/h": same("километров в час"), kWh: same("киловатт-часов"), GB: same("гигабайт"), MB: same("мегабайт") },
  { "₽": slavic("рубль", "рубля", "рублей"), RUB: slavic("рубль", "рубля", "рублей"), "€": same("евро"), EUR: same("евро"),
    $: slavic("доллар", "доллара", "долларов"), USD: slavic("доллар", "доллара", "долларов") },
  { "&": "и", "@": "собака", "+": "плюс", "=": "равно" },
  slavic("градус", "градуса", "градусов"),
);

const HINDI = language("hi", ".",
  address("एट", "डॉट", "स्लैश", "डैश", "अंडरस्कोर", "कोलन", "और", "प्लस"),
  { km: same("किलोमीटर"), m: same("मीटर"), cm: same("सेंटीमीटर"), mm: same("मिलीमीटर"), kg: same("किलोग्राम"), g: same("ग्राम"),
    mg: same("मिलीग्राम"), l: same("लीटर"), ml: same("मिलीलीटर"), h: same("घंटे"), min: same("मिनट"), s: same("सेकंड"),
    "km/h": same("किलोमीटर प्रति घंटा"), kWh: same("किलोवाट घंटे"), GB: same("गीगाबाइट"), MB: same("मेगाबाइट") },
  { "₹": same("रुपये"), INR: same("रुपये"), Rs: same("रुपये"), $: same("डॉलर"), USD: same("डॉलर"), "€": same("यूरो"), EUR: same("यूरो") },
  { "&": "और", "@": "एट", "+": "प्लस", "=": "बराबर" },
  same("डिग्री"),
);

/** Tables by ISO 639-1 code. */
export const OTHER_LANGUAGES: Record<string, LanguageRules> = Object.fromEntries(
  [FRENCH, GERMAN, SPANISH, ITALIAN, PORTUGUESE, DUTCH, POLISH, SWEDISH, RUSSIAN, HINDI].map((rules) => [rules.code, rules]),
);
