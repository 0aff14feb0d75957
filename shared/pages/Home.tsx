import { Link } from "react-router-dom";
import { useLang, useT } from "../app-context";
import { pagePath } from "../site-pages";

export function Home() {
  const t = useT();
  const lang = useLang();
  return (
    <section className="page hero">
      <h1>
        {t("home.title")} <span className="hero__since">{t("home.since")}</span>
      </h1>
      <p className="lead">{t("home.intro")}</p>
      <p>
        <Link className="button" to={`${pagePath("offer", lang)}#cenik`}>{t("footer.priceList")}</Link>
      </p>
      <div id="narocila" />
    </section>
  );
}
