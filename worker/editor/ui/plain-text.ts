import { sanitizeHtml } from "../../data/sanitize-html";

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&nbsp;": " ",
  "&amp;": "&",
};

/** Stored HTML as a short line of plain text for the owner: a notice's name ("Zaprto 1. 12. zaradi …"). */
export function shortPlainText(html: string): string {
  const plain = sanitizeHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:lt|gt|quot|#39|#x27|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 48 ? `${plain.slice(0, 47).trimEnd()}…` : plain;
}
