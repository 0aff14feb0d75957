import { MESSAGES } from "../i18n/messages";
import { useLang } from "../site/app-context";
import { useRouteHandle } from "../site/route-handle";
import { pageById } from "../site/site-pages";
import { OFFLINE_NOTICE_TEMPLATE_ID } from "./offline-copy";

/**
 * The notice a stored copy of this page shows offline, inert until the service worker serves
 * the copy and fills in when it was fetched (offline-copy.ts). The menu pages speak of the
 * price list.
 */
export function OfflineNoticeTemplate() {
  const handle = useRouteHandle();
  const { offline } = MESSAGES[useLang()];
  const showsMenu = handle ? (pageById(handle.pageId).showsMenu ?? false) : false;
  return <template id={OFFLINE_NOTICE_TEMPLATE_ID}>{showsMenu ? offline.menuNotice : offline.pageNotice}</template>;
}
