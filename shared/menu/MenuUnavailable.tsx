import { useAppConfig, useT } from "../site/app-context";
import { telHref, unbrokenPhone } from "../restaurant/restaurant";
import type { MenuSectionKey } from "./menu-visibility";

/** What the screen shows when the menu could not be read: say so, and offer the phone. */
export function MenuUnavailable({ sectionKey, hidden }: { sectionKey: MenuSectionKey; hidden: boolean }) {
  const t = useT();
  const { phone } = useAppConfig();
  return (
    <div className="notice-box" role="status" data-menu-section={sectionKey} hidden={hidden}>
      <h2>{t("menu.unavailableTitle")}</h2>
      <p>{t("menu.unavailable", { phone: unbrokenPhone(phone) })}</p>
      <p>
        <a className="button" href={telHref(phone)}>
          {t("menu.callUs", { phone: unbrokenPhone(phone) })}
        </a>
      </p>
    </div>
  );
}
