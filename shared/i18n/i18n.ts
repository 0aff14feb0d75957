import i18next, { type i18n as I18n } from "i18next";
import type sl from "../../locales/sl.json";
import type { Lang } from "./lang";

export type Messages = typeof sl;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, as a dotted path ("menu.menu", "404.header" …). */
export type MessageKey = Leaves<Messages>;

/** The seo.<page> groups that hold a page's title and description. */
export type SeoPageKey = {
  [K in keyof Messages["seo"]]: Messages["seo"][K] extends { title: string } ? K : never;
}[keyof Messages["seo"]];

type TranslateParams = Record<string, unknown> | string;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export function createI18n(lang: Lang, resources: Partial<Record<Lang, Messages>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    resources: Object.fromEntries(Object.entries(resources).map(([code, messages]) => [code, { translation: messages }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Parameters are an object, or a string holding a JSON object; anything else is a
 * programming error and throws the message docs/pages.md quotes.
 */
export function checkTranslateParams(params: unknown): Record<string, unknown> | undefined {
  if (params === undefined) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the message shows the wrong value as JavaScript prints it
  const wrong = () => new Error(`Wrong parameter in TranslatePipe. Expected a valid Object, received: ${String(params)}`);
  if (typeof params === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(params);
    } catch {
      throw wrong();
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw wrong();
    return parsed as Record<string, unknown>;
  }
  if (params === null || typeof params !== "object" || Array.isArray(params)) throw wrong();
  return params as Record<string, unknown>;
}

const translators = new WeakMap<I18n, Partial<Record<Lang, Translate>>>();

/**
 * The translation function for one language, made once per i18next instance. Texts without
 * parameters are looked up once and then remembered: a page asks for the same few hundred
 * keys on every render, and i18next's resolution of each was most of the render's time.
 * Nothing is remembered before the language's strings are loaded.
 */
export function fixedTranslate(i18n: I18n, lang: Lang): Translate {
  let perLang = translators.get(i18n);
  if (!perLang) translators.set(i18n, (perLang = {}));
  const existing = perLang[lang];
  if (existing) return existing;
  const t = i18n.getFixedT(lang);
  const remembered = new Map<string, string>();
  const translate: Translate = (key, params) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- naming i18next's own type parameters instead would spell out its internals
    if (params !== undefined) return t(key, checkTranslateParams(params)) as string;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above
    const text = t(key) as string;
    if (i18n.hasResourceBundle(lang, "translation")) remembered.set(key, text);
    return text;
  };
  perLang[lang] = translate;
  return translate;
}
