/**
 * A number, with the parts of a date or time it belongs to ("24. 12", "9.30", "11:00").
 * Entities are matched too, so that "&#39;" never gets a highlighted "39".
 */
const ENTITY_OR_NUMBER = /&#?\w+;|\d+(?:[.:] ?\d+)*/g;

/**
 * Numbers in a notice message are highlighted. The message is HTML that the
 * server has already sanitized; only the text between tags is touched.
 */
export function highlightNumbers(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith("<")
        ? part
        : part.replace(ENTITY_OR_NUMBER, (match) => (match.startsWith("&") ? match : `<span class="notice__number">${match}</span>`)),
    )
    .join("");
}
