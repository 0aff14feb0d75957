import { useLang, useT } from "../site/app-context";
import { djb2 } from "./djb2";
import { Island } from "../islands/Island";
import type { Notice } from "../menu/menu-schema";
import type { ShownNotice } from "./shown-notice";
import { highlightNumbers } from "./notice-message";
import type { Lang } from "../i18n/lang";
import { ownerText } from "../i18n/lang-text";

/**
 * The message a page of this language shows: the owner writes notices in Slovenian and English
 * only, so every page but a Slovenian one shows msg_en where there is one, and otherwise the
 * Slovenian text, each marked where it is not the page's language (lang-text.ts).
 * The dismissal hash is of the Slovenian message whichever language shows it, so a notice hidden
 * on one language's pages stays hidden on the others' until its message changes.
 */
export function shownNotice(notice: Notice, lang: Lang): ShownNotice {
  const message = ownerText(notice.msg, notice.msg_en, lang);
  return {
    id: notice.id,
    student: notice.student,
    html: highlightNumbers(message.text),
    hash: djb2(notice.msg),
    ...(message.lang ? { lang: message.lang } : {}),
  };
}

/** The notice banner island, with each notice's markup and dismissal hash made here once. */
export function Notices({ notices }: { notices: readonly Notice[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <Island
      name="notices"
      props={{
        notices: notices.map((notice) => shownNotice(notice, lang)),
        labels: {
          list: t("notices.label"),
          studentTitle: t("notices.studentTitle"),
          guestTitle: t("notices.guestTitle"),
          hide: t("notices.hide"),
          more: t("notices.more"),
          less: t("notices.less"),
        },
      }}
    />
  );
}
