import type { Lang } from "../../../shared/i18n/lang";
import type { DecodedFields } from "../../firestore/values";
import { textOf } from "./form-values";

/** An item's name in the editor's language, as the public menu shows it. */
export function itemName(data: DecodedFields, lang: Lang, fallback: string): string {
  return (lang === "en" && textOf(data.translate)) || textOf(data.name) || fallback;
}
