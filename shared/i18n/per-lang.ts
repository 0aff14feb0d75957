import type { Lang } from "./lang";

/**
 * A value for each language, made the first time a page of that language asks for it: the
 * Intl formats cost a little to make, and an isolate or a browser tab rarely needs every language's.
 */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
}
