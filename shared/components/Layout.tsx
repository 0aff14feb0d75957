import { Outlet, useLoaderData } from "react-router-dom";
import { LangProvider, useT } from "../site/app-context";
import type { Lang } from "../i18n/lang";
import type { Notice } from "../menu/menu-schema";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { Notices } from "../notices/Notices";

export interface LayoutData {
  notices: readonly Notice[];
}

function SkipLink() {
  const t = useT();
  return <a className="skip-link" href="#main">{t("a11y.skipToContent")}</a>;
}

export function Layout({ lang }: { lang: Lang }) {
  const { notices } = useLoaderData<LayoutData>();
  return (
    <LangProvider lang={lang}>
      <SkipLink />
      <Navbar />
      <Notices notices={notices} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </LangProvider>
  );
}
