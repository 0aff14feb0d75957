import { useT } from "../app-context";

export function About() {
  const t = useT();
  return (
    <section className="page">
      <h1>{t("about.title")}</h1>
      <p className="lead">{t("about.intro")}</p>
    </section>
  );
}
