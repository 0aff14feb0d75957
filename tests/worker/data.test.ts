import { part } from "./test-parts";

// The JSON API, the KV cache over Firestore and what it lets through.
// kv-validation comes first: what it expects served and logged is of an isolate that has read no dataset yet.
part("kv-validation", () => import("./data/kv-validation.test"));
part("hidden-dishes", () => import("./data/hidden-dishes.test"));
part("firestore-data", () => import("./data/firestore-data.test"));
part("api", () => import("./data/api.test"));
part("kv-cache", () => import("./data/kv-cache.test"));
part("kv-quota", () => import("./data/kv-quota.test"));
part("refresh-order", () => import("./data/refresh-order.test"));
