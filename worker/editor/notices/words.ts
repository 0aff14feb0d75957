import type { Lang } from "../../../shared/i18n/lang";
import type { Removal } from "../../data/sanitize-html";
import { byLanguage } from "../ui/by-language";

/** The notices' page and form. */
export const NOTICE_WORDS = byLanguage({
  sl: {
    newNotice: "Novo obvestilo",
    editNotice: "Uredi obvestilo",
    active: "Prikazano na strani",
    inactive: "Skrito",
    kind: "Vrsta",
    message: "Besedilo (slovensko)",
    messageEn: "Besedilo v angleščini (neobvezno)",
    messageHint: 'Poudarek: <b>besedilo</b>. Povezava: <a href="https://…">besedilo</a>. Drugo oblikovanje se odstrani.',
    showFrom: "Prikaži od",
    showTo: "Prikaži do",
    scheduleHint: "Prazno: brez omejitve. Datumi veljajo po ljubljanskem času, oba dneva vključno.",
    previewTitle: "Predogled, kot ga vidijo gostje",
    removal: {
      elements: {
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
      element: (tag: string) => `element <${tag}>`,
      removed: (what: string, withContent: boolean) => (withContent ? `odstranjeno z vsebino: ${what}` : `odstranjeno: ${what}`),
      attribute: (name: string) => `odstranjeno: atribut ${name}`,
      link: (href: string) => `nevaren naslov povezave je odstranjen (${href})`,
    },
  },
  en: {
    newNotice: "New notice",
    editNotice: "Edit notice",
    active: "Shown on the site",
    inactive: "Hidden",
    kind: "Kind",
    message: "Text (Slovenian)",
    messageEn: "Text in English (optional)",
    messageHint: 'Bold: <b>text</b>. A link: <a href="https://…">text</a>. Other formatting is removed.',
    showFrom: "Show from",
    showTo: "Show until",
    scheduleHint: "Empty: no limit. Dates are Ljubljana time, both days included.",
    previewTitle: "Preview, as guests see it",
    removal: {
      elements: {
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
      element: (tag: string) => `the <${tag}> element`,
      removed: (what: string, withContent: boolean) => (withContent ? `${what} was removed with its content` : `${what} was removed`),
      attribute: (name: string) => `the attribute ${name} was removed`,
      link: (href: string) => `an unsafe link address was removed (${href})`,
    },
  },
});

/** "the image was removed", "the attribute onerror was removed", … once each. */
export function removalText(lang: Lang, removal: Removal): string {
  const words = NOTICE_WORDS[lang].removal;
  switch (removal.kind) {
    case "element": {
      const elements: Partial<Record<string, string>> = words.elements;
      return words.removed(elements[removal.name] ?? words.element(removal.name), removal.withContent);
    }
    case "attribute":
      return words.attribute(removal.name);
    case "link":
      return words.link(removal.href.slice(0, 40));
  }
}
