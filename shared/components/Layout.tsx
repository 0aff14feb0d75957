import type { ReactNode } from "react";
import { LangProvider, useT } from "../site/app-context";
import type { Lang } from "../i18n/lang";
import type { Notice } from "../menu/menu-schema";
import { HoursProvider } from "../restaurant/hours-context";
import type { Hours } from "../restaurant/hours-schema";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { Notices } from "../notices/Notices";
import { OfflineNoticeTemplate } from "../offline/OfflineNoticeTemplate";

interface LayoutProps {
  lang: Lang;
  notices: readonly Notice[];
  hours: Hours;
  children: ReactNode;
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t("a11y.skipToContent")}
    </a>
  );
}

export function Layout({ lang, notices, hours, children }: LayoutProps) {
  return (
    <LangProvider lang={lang}>
      <HoursProvider value={hours}>
        <SkipLink />
        <Navbar />
        <Notices notices={notices} />
        <main id="main" tabIndex={-1}>
          <OfflineNoticeTemplate />
          {children}
        </main>
        <Footer />
      </HoursProvider>
    </LangProvider>
  );
}
