import { useEffect } from "react";
import { useAppConfig, useLang, useT } from "../app-context";
import { pageHead } from "../page-head";
import { useRouteHandle } from "../route-handle";

function setMeta(selector: string, attribute: "content" | "href", value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Keeps the server-rendered head in step after client-side navigation and language switches. */
export function HeadSync() {
  const lang = useLang();
  const t = useT();
  const { siteUrl } = useAppConfig();
  const pageId = useRouteHandle()?.pageId ?? "notFound";
  useEffect(() => {
    const head = pageHead(pageId, lang, t, siteUrl);
    document.documentElement.lang = lang;
    document.title = head.title;
    setMeta('meta[name="description"]', "content", head.description);
    setMeta('link[rel="canonical"]', "href", head.canonical);
  }, [pageId, lang, t, siteUrl]);
  return null;
}
