import { MESSAGES } from "../i18n/messages";
import { useLang } from "../site/app-context";
import { usePageRoute } from "../site/page-route";
import { OFFLINE_NOTICE_TEMPLATE_ID } from "./offline-copy";

/**
 * The notice a stored copy of this page shows offline, inert until the service worker serves
 * the copy and fills in when it was fetched (offline-copy.ts). The menu pages speak of the
 * price list.
 */
export function OfflineNoticeTemplate() {
  const { page } = usePageRoute();
  const { offline } = MESSAGES[useLang()];
  const showsMenu = page.showsMenu ?? false;
  return <template id={OFFLINE_NOTICE_TEMPLATE_ID}>{showsMenu ? offline.menuNotice : offline.pageNotice}</template>;
}
