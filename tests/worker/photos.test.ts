import { part } from "./test-parts";

// The photo pipeline on the local Images binding and R2.
part("photo-store", () => import("./photos/photo-store.test"));
part("photo-serving", () => import("./photos/photo-serving.test"));
part("photo-upload-limits", () => import("./photos/photo-upload-limits.test"));
part("dish-photos", () => import("./photos/dish-photos.test"));
