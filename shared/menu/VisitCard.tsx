import { useAppConfig, useLang, useT } from "../site/app-context";
import { Island } from "../islands/Island";
import { MESSAGES } from "../i18n/messages";
import { useHours } from "../restaurant/hours-context";
import { currentHours } from "../restaurant/hours-summary";
import { wallClock } from "../restaurant/opening-hours";
import { telHref, unbrokenPhone } from "../restaurant/restaurant";
import { nextStatusChange } from "../restaurant/status-change";
import { PhoneIcon } from "./icons";

/** The name tile with the live open/closed status, and the call-us link. */
export function VisitCard() {
  const t = useT();
  const lang = useLang();
  const { phone, renderedAt } = useAppConfig();
  const hours = currentHours(useHours(), wallClock(renderedAt));
  return (
    <div className="visit-card">
      <div className="visit-card__name-tile">
        <p className="visit-card__name">{t("home.title")}</p>
        <Island
          name="openStatus"
          props={{ renderedAt, hours, lang, labels: MESSAGES[lang].status }}
          due={nextStatusChange(renderedAt, hours)}
        />
      </div>
      <div className="visit-card__call">
        <a className="button visit-card__phone" href={telHref(phone)}>
          <PhoneIcon />
          {/* The number never breaks across lines; the label may wrap before it. */}
          {t("menu.callUs", { phone: unbrokenPhone(phone) })}
        </a>
        <p>{t("menu.groupOrders")}</p>
      </div>
    </div>
  );
}
