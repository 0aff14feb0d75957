import type { Lang } from "../../../shared/i18n/lang";
import { byLanguage } from "./by-language";

/** The schemas' messages (`rules`), and what a field needs, in the owner's words. */
const FIELD_ERRORS = byLanguage({
  sl: {
    rules: {
      "opens and closes must differ": "Ura odprtja in zaprtja se morata razlikovati.",
      "to is before from": "Končni datum je pred začetnim.",
      "note_en needs a note in Slovenian": "Angleška opomba potrebuje tudi slovensko.",
      "a closed day has no opens or closes": "Zaprt dan nima ur odprtja.",
      "needs closed: true, or both opens and closes": "Vpišite uri odprtja in zaprtja ali izberite »zaprto«.",
      "a discounted item needs an oldPrice above its price": "Za popust vpišite staro ceno, višjo od cene.",
      "the window ends before it starts": "Konec mora biti za začetkom.",
      "an offer needs a dish": "Vpišite vsaj eno jed.",
      "a day that is over": "Ta dan je že mimo: ponudbe zanj ni mogoče shraniti.",
      "unknown allergen": "Neznan alergen: izberite s seznama 14 alergenov.",
      "no offer that day": "Ta dan nima ponudbe, ki bi jo lahko prepisali.",
    },
    name: "Vpišite ime jedi.",
    time: "Čas v obliki HH:MM, npr. 09:30.",
    date: "Datum v obliki LLLL-MM-DD, npr. 2026-12-24.",
    monthDay: "Dan v letu v obliki MM-DD, npr. 12-24.",
    price: "Vpišite ceno, npr. 9,90.",
    msg: "Vpišite besedilo obvestila.",
    other: "Neveljavna vrednost",
  },
  en: {
    rules: {
      "opens and closes must differ": "Opening and closing times must differ.",
      "to is before from": "The end date is before the start date.",
      "note_en needs a note in Slovenian": "An English note needs a Slovenian one too.",
      "a closed day has no opens or closes": "A closed day has no opening hours.",
      "needs closed: true, or both opens and closes": "Enter opening and closing times, or choose closed.",
      "a discounted item needs an oldPrice above its price": "A discount needs an old price above the price.",
      "the window ends before it starts": "The end must be after the start.",
      "an offer needs a dish": "Enter at least one dish.",
      "a day that is over": "This day is over: no offer can be saved for it.",
      "unknown allergen": "Unknown allergen: choose from the list of 14.",
      "no offer that day": "That day has no offer to copy.",
    },
    name: "Enter the dish's name.",
    time: "A time as HH:MM, e.g. 09:30.",
    date: "A date as YYYY-MM-DD, e.g. 2026-12-24.",
    monthDay: "A day of the year as MM-DD, e.g. 12-24.",
    price: "Enter a price such as 9.90.",
    msg: "Enter the notice's text.",
    other: "Not a valid value",
  },
});

/** The message beside a field: the schema's rule if we know it, else what the field takes. */
export function fieldErrorText(lang: Lang, path: readonly PropertyKey[], message: string): string {
  const words = FIELD_ERRORS[lang];
  const rules: Partial<Record<string, string>> = words.rules;
  const known = rules[message];
  if (known) return known;
  const field = String(path.at(-1) ?? "");
  if (field === "opens" || field === "closes") return words.time;
  if ((field === "from" || field === "to") && path[0] === "yearly") return words.monthDay;
  if (field === "from" || field === "to") return words.date;
  if (field === "price" || field === "oldPrice" || field === "studentMealPrice") return words.price;
  if (field === "msg") return words.msg;
  if (field === "name") return words.name;
  return `${words.other}: ${message}`;
}
