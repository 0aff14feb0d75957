import { useRef, useState } from "react";
import { useLang, useT } from "../app-context";
import { mapsLinks, PARKING, RESTAURANT } from "../restaurant";
import { MapSketch } from "./MapSketch";

/**
 * Spec §2 "Location section/page": address, the walk from the main square, the map and
 * the four numbered car parks. The Google map is only embedded after the visitor's click.
 */
export function LocationBlock({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const [showMap, setShowMap] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const links = mapsLinks(lang);

  function loadMap() {
    setShowMap(true);
    // The button disappears; keep keyboard focus on what replaced it.
    requestAnimationFrame(() => frame.current?.focus());
  }

  return (
    <div className="location">
      <div className="location__info">
        <section className="info-card" aria-labelledby="location-address">
          <Heading id="location-address">{t("location.addressTitle")}</Heading>
          <address>
            <strong>{RESTAURANT.name}</strong>
            <br />
            {RESTAURANT.address.street}
            <br />
            {RESTAURANT.address.postalCode} {RESTAURANT.address.city}
          </address>
        </section>
        <section className="info-card" aria-labelledby="location-walk">
          <Heading id="location-walk">{t("location.walkTitle")}</Heading>
          <p>{t("location.walk", { minutes: RESTAURANT.walkMinutesFromMainSquare })}</p>
        </section>
        <section className="info-card" aria-labelledby="location-parking">
          <Heading id="location-parking">{t("location.parkingTitle")}</Heading>
          <p>{t("location.parkingIntro")}</p>
          <ol className="parking">
            {PARKING.map((garage) => (
              <li key={garage.key} className="parking__item">
                <span className="parking__number" aria-hidden="true">
                  P{garage.number}
                </span>
                <span>
                  <strong>{t("location.parkingLabel", { name: garage.name })}</strong>
                  <br />
                  {garage.street}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section className="location__map" aria-labelledby="location-map">
        <Heading id="location-map" className="sr-only">
          {t("location.mapTitle")}
        </Heading>
        <div className="location__canvas">
          {showMap ? (
            <iframe ref={frame} className="location__frame" src={links.embed} title={t("location.mapFrameTitle")} referrerPolicy="strict-origin-when-cross-origin" />
          ) : (
            <MapSketch label={t("location.sketchLabel")} />
          )}
        </div>
        <div className="location__map-actions">
          {!showMap && (
            <button type="button" className="button" onClick={loadMap}>
              {t("location.showMap")}
            </button>
          )}
          <a className="button button--light" href={links.open} target="_blank" rel="noopener noreferrer">
            {t("location.openInMaps")}
            <span className="sr-only"> {t("home.orders.newTab")}</span>
          </a>
          {!showMap && (
            <p className="location__privacy">
              {t("location.sketchNote")} {t("location.mapPrivacy")}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
