import { part } from "./test-parts";

// The owner's editor: access, reads, saves sent twice, form limits, its assets and the site's credential.
part("owner-data", () => import("./editor/owner-data.test"));
part("editor-access", () => import("./editor/editor-access.test"));
part("editor-reads", () => import("./editor/editor-reads.test"));
part("editor-once", () => import("./editor/editor-once.test"));
part("editor-form-limit", () => import("./editor/editor-form-limit.test"));
part("editor-assets", () => import("./editor/editor-assets.test"));
part("site-credential", () => import("./editor/site-credential.test"));
