import { part } from "./test-parts";

// The pages as HTML: routes, redirects, headers, the edge cache and the pages kept per version.
// page-cache comes first: it counts renders from an edge cache that holds no page yet.
part("page-cache", () => import("./pages/page-cache.test"));
part("routes", () => import("./pages/routes.test"));
part("redirects", () => import("./pages/redirects.test"));
part("headers", () => import("./pages/headers.test"));
part("server-error", () => import("./pages/server-error.test"));
part("offline-support", () => import("./pages/offline-support.test"));
part("kept-pages", () => import("./pages/kept-pages.test"));
