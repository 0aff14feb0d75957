import type { AppConfig } from "./app-config";
import type { Messages } from "./i18n";
import type { Lang } from "./lang";

/** What the server hands the browser bundle in a JSON script element for hydration. */
export interface AppPayload {
  lang: Lang;
  strings: Messages;
  config: AppConfig;
  loaderData: Record<string, unknown>;
}

export const PAYLOAD_ELEMENT_ID = "app-data";
