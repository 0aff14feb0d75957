import { createContext, useContext, type ReactNode } from "react";
import { I18nContext } from "react-i18next";
import { fixedTranslate, type Translate } from "../i18n/i18n";
import type { AppConfig } from "./app-config";
import type { Lang } from "../i18n/lang";

const AppConfigContext = createContext<AppConfig | null>(null);
const LangContext = createContext<Lang>("sl");

const TranslateContext = createContext<Translate | null>(null);

export const AppConfigProvider = AppConfigContext.Provider;

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("AppConfigProvider is missing");
  return config;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

/**
 * The language of a route branch and its translation function, looked up once here for
 * every component below (a useTranslation call in each of them cost more than the texts).
 * The instance comes from I18nextProvider; a branch's language is loaded before it renders.
 */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { i18n } = useContext(I18nContext);
  return (
    <LangContext.Provider value={lang}>
      <TranslateContext.Provider value={fixedTranslate(i18n, lang)}>{children}</TranslateContext.Provider>
    </LangContext.Provider>
  );
}

/** Translation bound to the language of the current route branch. */
export function useT(): Translate {
  const t = useContext(TranslateContext);
  if (!t) throw new Error("LangProvider is missing");
  return t;
}
