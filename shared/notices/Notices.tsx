import { useLang, useT } from "../site/app-context";
import { djb2 } from "./djb2";
import { Island } from "../islands/Island";
import type { Notice } from "../menu/menu-schema";
import type { ShownNotice } from "./shown-notice";
import { highlightNumbers } from "./notice-message";
import type { Lang } from "../i18n/lang";

/**
 * The message a page of this language shows: English pages show msg_en when there is one,
 * and otherwise the Slovenian text marked as Slovenian (so a screen reader pronounces it so).
 * The dismissal hash is of the Slovenian message whichever language shows it, so a notice hidden
 * on one language's pages stays hidden on the other's until its message changes.
 */
export function shownNotice(notice: Notice, lang: Lang): ShownNotice {
  const english = lang === "en" ? notice.msg_en : null;
  const message = english ?? notice.msg;
  return {
    id: notice.id,
    student: notice.student,
    html: highlightNumbers(message),
    hash: djb2(notice.msg),
    ...(lang !== "sl" && !english ? { lang: "sl" } : {}),
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
