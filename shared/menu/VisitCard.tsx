import { useAppConfig, useT } from "../app-context";
import type { Translate } from "../i18n";
import { telHref } from "../restaurant";
import { PhoneIcon } from "./icons";
import { openingStatus, type OpeningStatus } from "./opening-hours";
import { useNow } from "./use-now";

function statusDetail(status: OpeningStatus, t: Translate): string {
  if (status.open) return t("status.closesAt", { time: status.closes });
  const { next } = status;
  if (!next) return "";
  if (next.inDays === 0) return t("status.opensToday", { time: next.opens });
  if (next.inDays === 1) return t("status.opensTomorrow", { time: next.opens });
  return t("status.opensOn", { day: t(`status.on.${next.weekday}`), time: next.opens });
}

/** The name tile with the live open/closed status, and the call-us link. */
export function VisitCard() {
  const t = useT();
  const { phone, renderedAt } = useAppConfig();
  const status = openingStatus(useNow(renderedAt));
  const state = status.open ? t("status.open") : t("status.closed");
  const holiday = !status.open && status.holiday ? ` (${t("status.holiday")})` : "";
  return (
    <div className="visit-card">
      <div className="visit-card__name-tile">
        <p className="visit-card__name">{t("home.title")}</p>
        <p className={`open-status ${status.open ? "open-status--open" : "open-status--closed"}`}>
          <span className="open-status__dot" aria-hidden="true" />
          <strong>{state}{holiday}</strong>
        </p>
        <p className="open-status__detail">{statusDetail(status, t)}</p>
      </div>
      <div className="visit-card__call">
        <a className="button visit-card__phone" href={telHref(phone)}>
          <PhoneIcon />
          {/* The number never breaks across lines; the label may wrap before it. */}
          {t("menu.callUs", { phone: phone.replace(/ /g, "\u00a0") })}
        </a>
        <p>{t("menu.groupOrders")}</p>
      </div>
    </div>
  );
}
