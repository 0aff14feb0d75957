import { useEffect, useState } from "react";
import { Outlet, ScrollRestoration, useLoaderData } from "react-router-dom";
import { LangProvider, useT } from "../app-context";
import type { Lang } from "../lang";
import { rememberLanguage } from "../remember-language";
import type { LayoutData } from "../routes";
import { Footer } from "./Footer";
import { HeadSync } from "./HeadSync";
import { Navbar } from "./Navbar";
import { NoticeBanner } from "./NoticeBanner";

function SkipLink() {
  const t = useT();
  return <a className="skip-link" href="#main">{t("a11y.skipToContent")}</a>;
}

export function Layout({ lang }: { lang: Lang }) {
  const { notices } = useLoaderData() as LayoutData;
  // ScrollRestoration renders an inline script during SSR that the CSP would have to
  // allow; it is only needed in the browser, so it mounts after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => rememberLanguage(lang), [lang]);
  return (
    <LangProvider lang={lang}>
      <SkipLink />
      <Navbar />
      <NoticeBanner notices={notices} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <HeadSync />
      {hydrated && <ScrollRestoration />}
    </LangProvider>
  );
}
