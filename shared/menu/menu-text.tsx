import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLang, useT } from "../app-context";
import type { MessageKey, Translate } from "../i18n";
import type { Lang } from "../lang";

interface MenuText {
  t: Translate;
  lang: Lang;
}

const MenuTextContext = createContext<MenuText | null>(null);

/** The same strings come back for every item: each key without parameters is looked up once. */
function rememberingTranslate(t: Translate): Translate {
  const known = new Map<MessageKey, string>();
  return (key, params) => {
    if (params !== undefined) return t(key, params);
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = t(key)));
    return text;
  };
}

/**
 * The translation function and language, set up once for the whole price list. useT() and
 * i18next lookups per item (hundreds of prices, badges and allergen numbers) made up most of
 * the server render time of /ponudba.
 */
export function MenuTextProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const value = useMemo(() => ({ t: rememberingTranslate(t), lang }), [t, lang]);
  return <MenuTextContext.Provider value={value}>{children}</MenuTextContext.Provider>;
}

export function useMenuText(): MenuText {
  const value = useContext(MenuTextContext);
  if (!value) throw new Error("MenuTextProvider is missing");
  return value;
}
