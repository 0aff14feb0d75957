import { useT } from "../app-context";

export function Cevapi() {
  const t = useT();
  return (
    <section className="page">
      <h1>{t("cevapi.title")}</h1>
      <p className="lead">{t("cevapi.subtitle")}</p>
    </section>
  );
}
