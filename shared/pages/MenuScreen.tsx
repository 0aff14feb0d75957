import { useT } from "../app-context";
import { useRouteHandle } from "../route-handle";

/** ponudba, meni and studentski-boni share this screen; the route flag opens the student menu. */
export function MenuScreen() {
  const t = useT();
  const studentskiBoni = useRouteHandle()?.studentskiBoni ?? false;
  return (
    <section className="page" id="cenik">
      <h1>{studentskiBoni ? t("boni.title") : t("menu.menu")}</h1>
      <p className="lead">{studentskiBoni ? t("boni.intro") : t("menu.intro")}</p>
    </section>
  );
}
