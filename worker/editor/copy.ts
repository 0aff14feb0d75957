import type { Lang } from "../../shared/i18n/lang";
import type { Removal } from "../data/sanitize-html";

/** The editor's words in the owner's language; they never reach the public pages. */
export const COPY = {
  sl: {
    title: "Urejanje",
    notices: "Obvestila",
    hours: "Delovni čas",
    menu: "Meni",
    changes: "Spremembe",
    otherLanguage: "English",
    signedInAs: "Prijavljeni kot",
    readOnly:
      "Urejanje tu ni vklopljeno: stran kaže vgrajene podatke, ki jih ni mogoče spreminjati. Za preskus urejanja zaženite »npm run start:firestore« in odprite /urejanje na 127.0.0.1.",
    save: "Shrani",
    preview: "Predogled",
    delete: "Izbriši",
    undo: "Razveljavi zadnjo spremembo",
    saved: "Shranjeno. Sprememba je že na strani.",
    deleted: "Izbrisano.",
    undone: "Zadnja sprememba je razveljavljena.",
    nothingToUndo: "Ta dokument nima zabeležene spremembe.",
    conflict:
      "Nekdo je ta dokument medtem že shranil, zato vaša sprememba ni shranjena. Spodaj so trenutne vrednosti; vaš vnos je ohranjen v obrazcu. Preverite in shranite znova.",
    currentValues: "Trenutne vrednosti",
    fixErrors: "Popravite označena polja.",
    newNotice: "Novo obvestilo",
    edit: "Uredi",
    active: "Prikazano na strani",
    inactive: "Skrito",
    kind: "Vrsta",
    guest: "Za goste",
    student: "Za študente",
    message: "Besedilo (slovensko)",
    messageEn: "Besedilo v angleščini (neobvezno)",
    showFrom: "Prikaži od",
    showTo: "Prikaži do",
    scheduleHint: "Prazno: brez omejitve. Datumi veljajo po ljubljanskem času, oba dneva vključno.",
    previewTitle: "Predogled, kot ga vidijo gostje",
    removedTitle: "Iz besedila je bilo odstranjeno:",
    weekly: "Tedenski urnik",
    closed: "Zaprto",
    opens: "Odpre",
    closes: "Zapre",
    holidays: "Ob državnih praznikih zaprto",
    exceptions: "Izjeme na datum",
    yearly: "Vsakoletne izjeme",
    yearlyHint: "Dan v letu kot MM-DD, npr. 12-24. Velja vsako leto.",
    from: "Od",
    to: "Do (neobvezno)",
    otherHours: "Drugačen čas",
    note: "Opomba",
    noteEn: "Opomba v angleščini",
    announce: "Objavi kot obvestilo",
    remove: "Odstrani",
    next14: "Naslednjih 14 dni, kot jih pokažeta noga strani in ploščica »odprto«",
    nowOpen: "Zdaj odprto, zapre ob",
    nowClosed: "Zdaj zaprto",
    holiday: "praznik",
    price: "Cena (€)",
    oldPrice: "Stara cena (€)",
    discount: "Popust",
    soldOut: "Danes razprodano",
    hidden: "Skrito na meniju",
    studentMeals: "Študentski boni",
    who: "Kdo",
    when: "Kdaj",
    document: "Dokument",
    before: "Prej",
    after: "Potem",
    noChanges: "Še ni sprememb.",
    unavailable:
      "Baza podatkov se ta trenutek ne odziva, zato nič ni shranjeno. Vrnite se na prejšnjo stran (vaš vnos je tam) in poskusite znova čez minuto.",
    notice: "Obvestilo",
    editNotice: "Uredi obvestilo",
    untitled: "brez besedila",
    messageHint: 'Poudarek: <b>besedilo</b>. Povezava: <a href="https://…">besedilo</a>. Drugo oblikovanje se odstrani.',
    viewOnSite: "Poglej na strani",
    unsaved: "Neshranjene spremembe: shranite jih, preden zapustite stran.",
    fields: {
      price: "cena",
      oldPrice: "stara cena",
      isDiscount: "popust",
      ignore: "skrito na meniju",
      soldOutUntil: "danes razprodano",
      act: "prikaz",
      student: "vrsta",
      msg: "besedilo",
      msg_en: "besedilo v angleščini",
      from: "od",
      to: "do",
      name: "ime",
      translate: "angleško ime",
      weekly: "tedenski urnik",
      closedOnPublicHolidays: "zaprto ob praznikih",
      exceptions: "izjeme na datum",
      yearly: "vsakoletne izjeme",
    },
    values: {
      none: "(prazno)",
      yes: "da",
      no: "ne",
      active: "prikazano",
      inactive: "skrito",
      soldOut: "razprodano",
      changed: "spremenjeno",
      unchanged: "brez sprememb",
      added: "dodano",
      deleted: "izbrisano",
    },
  },
  en: {
    title: "Editor",
    notices: "Notices",
    hours: "Opening hours",
    menu: "Menu",
    changes: "Changes",
    otherLanguage: "Slovensko",
    signedInAs: "Signed in as",
    readOnly:
      "Editing is not switched on here: this shows the embedded data, which cannot change. To try editing, run “npm run start:firestore” and open /en/urejanje on 127.0.0.1.",
    save: "Save",
    preview: "Preview",
    delete: "Delete",
    undo: "Undo the last change",
    saved: "Saved. The change is on the site now.",
    deleted: "Deleted.",
    undone: "The last change was undone.",
    nothingToUndo: "This document has no recorded change.",
    conflict:
      "Someone else saved this document in the meantime, so your change was not saved. The current values are below; your input is kept in the form. Compare and save again.",
    currentValues: "Current values",
    fixErrors: "Please correct the marked fields.",
    newNotice: "New notice",
    edit: "Edit",
    active: "Shown on the site",
    inactive: "Hidden",
    kind: "Kind",
    guest: "For guests",
    student: "For students",
    message: "Text (Slovenian)",
    messageEn: "Text in English (optional)",
    showFrom: "Show from",
    showTo: "Show until",
    scheduleHint: "Empty: no limit. Dates are Ljubljana time, both days included.",
    previewTitle: "Preview, as guests see it",
    removedTitle: "Removed from the text:",
    weekly: "Weekly hours",
    closed: "Closed",
    opens: "Opens",
    closes: "Closes",
    holidays: "Closed on public holidays",
    exceptions: "Dated exceptions",
    yearly: "Yearly exceptions",
    yearlyHint: "A day of the year as MM-DD, e.g. 12-24. Applies every year.",
    from: "From",
    to: "To (optional)",
    otherHours: "Other hours",
    note: "Note",
    noteEn: "Note in English",
    announce: "Announce as a notice",
    remove: "Remove",
    next14: "The next 14 days, as the footer and the open-now tile will show them",
    nowOpen: "Open now, closes at",
    nowClosed: "Closed now",
    holiday: "public holiday",
    price: "Price (€)",
    oldPrice: "Old price (€)",
    discount: "Discount",
    soldOut: "Sold out today",
    hidden: "Hidden on the menu",
    studentMeals: "Student meals",
    who: "Who",
    when: "When",
    document: "Document",
    before: "Before",
    after: "After",
    noChanges: "No changes yet.",
    unavailable:
      "The database is not answering right now, so nothing was saved. Go back to the previous page (your input is there) and try again in a minute.",
    notice: "Notice",
    editNotice: "Edit notice",
    untitled: "no text",
    messageHint: 'Bold: <b>text</b>. A link: <a href="https://…">text</a>. Other formatting is removed.',
    viewOnSite: "View on the site",
    unsaved: "Unsaved changes: save them before you leave the page.",
    fields: {
      price: "price",
      oldPrice: "old price",
      isDiscount: "discount",
      ignore: "hidden on the menu",
      soldOutUntil: "sold out today",
      act: "shown",
      student: "kind",
      msg: "text",
      msg_en: "English text",
      from: "from",
      to: "until",
      name: "name",
      translate: "English name",
      weekly: "weekly hours",
      closedOnPublicHolidays: "closed on public holidays",
      exceptions: "dated exceptions",
      yearly: "yearly exceptions",
    },
    values: {
      none: "(empty)",
      yes: "yes",
      no: "no",
      active: "shown",
      inactive: "hidden",
      soldOut: "sold out",
      changed: "changed",
      unchanged: "no change",
      added: "added",
      deleted: "deleted",
    },
  },
} satisfies Record<Lang, Record<string, string | Record<string, string>>>;

export type Copy = (typeof COPY)[Lang];

/** The schemas' messages, and what a field needs, in the owner's words. */
const FIELD_ERRORS: Record<Lang, Record<string, string>> = {
  sl: {
    "opens and closes must differ": "Ura odprtja in zaprtja se morata razlikovati.",
    "to is before from": "Končni datum je pred začetnim.",
    "note_en needs a note in Slovenian": "Angleška opomba potrebuje tudi slovensko.",
    "a closed day has no opens or closes": "Zaprt dan nima ur odprtja.",
    "needs closed: true, or both opens and closes": "Vpišite uri odprtja in zaprtja ali izberite »zaprto«.",
    "a discounted item needs an oldPrice above its price": "Za popust vpišite staro ceno, višjo od cene.",
    time: "Čas v obliki HH:MM, npr. 09:30.",
    date: "Datum v obliki LLLL-MM-DD, npr. 2026-12-24.",
    monthDay: "Dan v letu v obliki MM-DD, npr. 12-24.",
    price: "Vpišite ceno, npr. 9,90.",
    msg: "Vpišite besedilo obvestila.",
    other: "Neveljavna vrednost",
  },
  en: {
    "opens and closes must differ": "Opening and closing times must differ.",
    "to is before from": "The end date is before the start date.",
    "note_en needs a note in Slovenian": "An English note needs a Slovenian one too.",
    "a closed day has no opens or closes": "A closed day has no opening hours.",
    "needs closed: true, or both opens and closes": "Enter opening and closing times, or choose closed.",
    "a discounted item needs an oldPrice above its price": "A discount needs an old price above the price.",
    time: "A time as HH:MM, e.g. 09:30.",
    date: "A date as YYYY-MM-DD, e.g. 2026-12-24.",
    monthDay: "A day of the year as MM-DD, e.g. 12-24.",
    price: "Enter a price such as 9.90.",
    msg: "Enter the notice's text.",
    other: "Not a valid value",
  },
};

/** The message beside a field: the schema's rule if we know it, else what the field takes. */
export function fieldErrorText(lang: Lang, path: readonly PropertyKey[], message: string): string {
  const words = FIELD_ERRORS[lang];
  const known = words[message];
  if (known) return known;
  const field = String(path.at(-1) ?? "");
  if (field === "opens" || field === "closes") return words.time ?? message;
  if ((field === "from" || field === "to") && path[0] === "yearly") return words.monthDay ?? message;
  if (field === "from" || field === "to") return words.date ?? message;
  if (field === "price" || field === "oldPrice") return words.price ?? message;
  if (field === "msg") return words.msg ?? message;
  return `${words.other}: ${message}`;
}

const ELEMENT_NAMES: Record<Lang, Record<string, string>> = {
  sl: {
    img: "slika",
    script: "skripta",
    style: "slog (style)",
    iframe: "vgrajena stran (iframe)",
    svg: "slika SVG",
    form: "obrazec",
    input: "vnosno polje",
    video: "video",
    audio: "zvok",
  },
  en: {
    img: "the image",
    script: "the script",
    style: "the style block",
    iframe: "the embedded page (iframe)",
    svg: "the SVG image",
    form: "the form",
    input: "the input field",
    video: "the video",
    audio: "the audio",
  },
};

/** "the image was removed", "the attribute onerror was removed", … once each. */
export function removalText(lang: Lang, removal: Removal): string {
  const sl = lang === "sl";
  switch (removal.kind) {
    case "element": {
      const name = ELEMENT_NAMES[lang][removal.name] ?? (sl ? `element <${removal.name}>` : `the <${removal.name}> element`);
      if (sl) return removal.withContent ? `odstranjeno z vsebino: ${name}` : `odstranjeno: ${name}`;
      return removal.withContent ? `${name} was removed with its content` : `${name} was removed`;
    }
    case "attribute":
      return sl ? `odstranjeno: atribut ${removal.name}` : `the attribute ${removal.name} was removed`;
    case "link":
      return sl
        ? `nevaren naslov povezave je odstranjen (${removal.href.slice(0, 40)})`
        : `an unsafe link address was removed (${removal.href.slice(0, 40)})`;
  }
}
