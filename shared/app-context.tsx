import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { checkTranslateParams, type Translate } from "./i18n";
import type { AppConfig } from "./app-config";
import type { Lang } from "./lang";

const AppConfigContext = createContext<AppConfig | null>(null);
const LangContext = createContext<Lang>("sl");

export const AppConfigProvider = AppConfigContext.Provider;
export const LangProvider = LangContext.Provider;

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error("AppConfigProvider is missing");
  return config;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

/** Translation bound to the language of the current route branch. */
export function useT(): Translate {
  const lang = useLang();
  const { t } = useTranslation(undefined, { lng: lang });
  return useMemo<Translate>(() => (key, params) => t(key, checkTranslateParams(params)) as string, [t]);
}
