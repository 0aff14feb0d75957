import { useT } from "../site/app-context";
import { djb2 } from "./djb2";
import { Island } from "../islands/Island";
import type { Notice } from "../menu/menu-schema";
import { highlightNumbers } from "./notice-message";

/** The notice banner island, with each notice's markup and dismissal hash made here once. */
export function Notices({ notices }: { notices: readonly Notice[] }) {
  const t = useT();
  return (
    <Island
      name="notices"
      props={{
        notices: notices.map((notice) => ({ id: notice.id, student: notice.student, html: highlightNumbers(notice.msg), hash: djb2(notice.msg) })),
        labels: { list: t("notices.label"), studentTitle: t("notices.studentTitle"), guestTitle: t("notices.guestTitle"), hide: t("notices.hide") },
      }}
    />
  );
}
