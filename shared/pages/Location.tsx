import { useT } from "../app-context";

export function Location() {
  const t = useT();
  return (
    <section className="page">
      <h1>{t("location.title")}</h1>
      <p className="lead">{t("location.intro")}</p>
    </section>
  );
}
