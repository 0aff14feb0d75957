import { useLang, useT } from "../site/app-context";
import { Island } from "../islands/Island";
import { mapsLinks, PARKING, RESTAURANT } from "../restaurant/restaurant";
import { MapSketch } from "./MapSketch";

/**
 * The location block (docs/pages.md): address, the walk from the main square, the map and
 * the four numbered car parks. The Google map is only embedded after the visitor's click
 * (the map island).
 */
export function LocationBlock({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const links = mapsLinks(lang);

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
          <MapSketch label={t("location.sketchLabel")} />
        </div>
        <Island
          name="mapLoader"
          props={{
            embedUrl: links.embed,
            frameTitle: t("location.mapFrameTitle"),
            openUrl: links.open,
            labels: {
              show: t("location.showMap"),
              open: t("location.openInMaps"),
              newTab: t("home.orders.newTab"),
              privacy: `${t("location.sketchNote")} ${t("location.mapPrivacy")}`,
            },
          }}
        />
      </section>
    </div>
  );
}
