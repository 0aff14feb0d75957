import type { Messages } from "../i18n/i18n";
import type { Lang } from "../i18n/lang";
import { noteIn } from "../restaurant/hours-labels";
import type { Hours } from "../restaurant/hours-schema";
import { openingStatus, type OpeningStatus } from "../restaurant/opening-hours";
import { useNow } from "../restaurant/use-now";
import { fill } from "./fill";

export interface OpenStatusProps {
  /** When the server rendered the page (epoch ms, whole minutes): hydration starts from the same status. */
  renderedAt: number;
  /** The hours the page was rendered with, without past exceptions. */
  hours: Hours;
  lang: Lang;
  labels: Messages["status"];
}

function statusDetail(status: OpeningStatus, labels: Messages["status"]): string {
  if (status.open) return fill(labels.closesAt, { time: status.closes });
  const { next } = status;
  if (!next) return "";
  if (next.inDays === 0) return fill(labels.opensToday, { time: next.opens });
  if (next.inDays === 1) return fill(labels.opensTomorrow, { time: next.opens });
  return fill(labels.opensOn, { day: labels.on[next.weekday], time: next.opens });
}

/** "Open now" or when it opens next, with the public holiday's name or the day's note (holiday hours), brought up to date every minute. */
export function OpenStatus({ renderedAt, hours, lang, labels }: OpenStatusProps) {
  const status = openingStatus(useNow(renderedAt), hours);
  const state = status.open ? labels.open : labels.closed;
  const holiday = !status.open && status.holiday ? ` (${labels.holidays[status.holiday]})` : "";
  const note = status.note && noteIn(status.note, lang);
  return (
    <>
      <p className={`open-status ${status.open ? "open-status--open" : "open-status--closed"}`}>
        <span className="open-status__dot" aria-hidden="true" />
        <strong>
          {state}
          {holiday}
        </strong>
      </p>
      <p className="open-status__detail">{statusDetail(status, labels)}</p>
      {note && (
        <p className="open-status__note" lang={note.lang}>
          {note.text}
        </p>
      )}
    </>
  );
}
