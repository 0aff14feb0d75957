/**
 * Speculation rules (an inline data block the CSP allows by its hash): pages linked from a
 * page are prefetched when the pointer rests on a link and prerendered on pointer-down, so
 * a full navigation shows at once. The API, assets, links that open elsewhere and the
 * language menu's links (a click stores the choice first, which decides whether a Slovenian
 * page redirects) are left alone. A browser without the
 * API ignores the block and simply navigates.
 */
const SAME_SITE_PAGES = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/assets/*" } },
    { not: { href_matches: "/*.xml" } },
    { not: { href_matches: "/*.txt" } },
    { not: { selector_matches: "[target], [download], .lang-menu a" } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: "document", where: SAME_SITE_PAGES, eagerness: "moderate" }],
  prerender: [{ source: "document", where: SAME_SITE_PAGES, eagerness: "conservative" }],
});
