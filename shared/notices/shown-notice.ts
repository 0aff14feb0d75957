import type { Lang } from "../i18n/lang";

/** A notice as a page shows it: the server makes it (Notices.tsx), the banner island receives it. */
export interface ShownNotice {
  id: string;
  student: boolean;
  /** Sanitized, with its numbers highlighted. */
  html: string;
  /** djb2 of the Slovenian message, as stored, in every language: what a dismissal remembers. */
  hash: number;
  /** The message's language where it is not the page's (English on a German page, Slovenian without msg_en). */
  lang?: Lang;
}
