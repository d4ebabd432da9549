import { cardinal, decimal, digitByDigit, ordinal, year } from "../english-numbers";
import type { Forms, LanguageRules } from "../language-rules";

const f = (one: string, other = `${one}s`): Forms => ({ one, other });

/** English: everything is read out by us, so both engines (Flite, eSpeak NG) say the same words. */
export const ENGLISH: LanguageRules = {
  code: "en",
  decimalMark: ".",
  addressWords: {
    "@": "at", ".": "dot", "/": "slash", "-": "dash", _: "underscore", ":": "colon", "?": "question mark",
    "=": "equals", "&": "and", "#": "hash", "+": "plus", "~": "tilde", "%": "percent",
  },
  units: {
    km: f("kilometer"), m: f("meter"), cm: f("centimeter"), mm: f("millimeter"), mi: f("mile"), ft: f("foot", "feet"),
    yd: f("yard"), kg: f("kilogram"), g: f("gram"), mg: f("milligram"), lb: f("pound"), lbs: f("pound"), oz: f("ounce"),
    l: f("liter"), L: f("liter"), ml: f("milliliter"), mL: f("milliliter"), h: f("hour"), hr: f("hour"), hrs: f("hour"),
    min: f("minute"), s: f("second"), sec: f("second"), ms: f("millisecond"), "km/h": f("kilometer per hour", "kilometers per hour"),
    kph: f("kilometer per hour", "kilometers per hour"), mph: f("mile per hour", "miles per hour"), "m/s": f("meter per second", "meters per second"),
    kWh: f("kilowatt hour"), kW: f("kilowatt"), W: f("watt"), V: f("volt"), Hz: f("hertz", "hertz"), kHz: f("kilohertz", "kilohertz"),
    MHz: f("megahertz", "megahertz"), GHz: f("gigahertz", "gigahertz"), KB: f("kilobyte"), kB: f("kilobyte"), MB: f("megabyte"),
    GB: f("gigabyte"), TB: f("terabyte"), "m²": f("square meter"), "km²": f("square kilometer"), "m³": f("cubic meter"),
  },
  currencies: {
    $: f("dollar"), USD: f("US dollar"), "€": f("euro"), EUR: f("euro"), "£": f("pound"), GBP: f("pound"), "¥": f("yen", "yen"),
    JPY: f("yen", "yen"), CHF: f("Swiss franc"), CAD: f("Canadian dollar"), AUD: f("Australian dollar"), "₹": f("rupee"),
    INR: f("rupee"), "₽": f("ruble"), RUB: f("ruble"), PLN: f("zloty", "zlotys"), SEK: f("Swedish krona", "Swedish kronor"),
    BRL: f("real", "reais"), CNY: f("yuan", "yuan"),
  },
  symbols: {
    "&": "and", "@": "at", "+": "plus", "=": "equals", "#": "hash", "°": "degrees", "×": "times", "÷": "divided by",
    "§": "section", "©": "copyright", "®": "registered", "™": "trademark", "%": "percent",
  },
  percent: "percent",
  degrees: f("degree"),
  abbreviationsInBase: true,
  abbreviations: {
    "Dr.": { say: "Doctor", title: true, otherwise: "Drive" }, "Mr.": { say: "Mister", title: true }, "Mrs.": { say: "Missus", title: true },
    "Ms.": { say: "Miz", title: true }, "Prof.": { say: "Professor", title: true }, "St.": { say: "Saint", title: true, otherwise: "Street" },
    "Jr.": { say: "Junior" }, "Sr.": { say: "Senior" }, "vs.": { say: "versus" }, "etc.": { say: "et cetera" },
    "e.g.": { say: "for example" }, "i.e.": { say: "that is" }, "approx.": { say: "approximately" }, "Fig.": { say: "figure" },
    "Inc.": { say: "Incorporated" }, "Ltd.": { say: "Limited" }, "Corp.": { say: "Corporation" }, "Dept.": { say: "Department" },
    "Ave.": { say: "Avenue" }, "Mt.": { say: "Mount", title: true }, "No.": { say: "number", title: true },
  },
  numbers: { cardinal, ordinal, decimal, year, digitByDigit, minus: "minus" },
};

export const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
  "October", "November", "December"];
