import { useT } from "../site/app-context";
import { LocationBlock } from "../components/LocationBlock";

export function Location() {
  const t = useT();
  return (
    <div className="section">
      <h1>{t("location.title")}</h1>
      <p className="lead">{t("location.intro")}</p>
      <LocationBlock headingLevel={2} />
    </div>
  );
}
