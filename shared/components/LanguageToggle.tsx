import { Link, useLocation } from "react-router-dom";
import { useLang, useT } from "../app-context";
import { otherLang } from "../lang";
import { counterpartPath } from "../site-pages";
import { Flag } from "./Flag";

/** Moves to the same page in the other language; the layout remembers the choice. */
export function LanguageToggle() {
  const lang = useLang();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const target = otherLang(lang);
  return (
    <Link
      className="lang-toggle"
      to={`${counterpartPath(pathname, target)}${search}${hash}`}
      hrefLang={target}
      lang={target}
      aria-label={t("lang.switchToLabel")}
      preventScrollReset
    >
      <Flag lang={target} />
      <span className="lang-toggle__code">{target === "sl" ? "SI" : "EN"}</span>
    </Link>
  );
}
