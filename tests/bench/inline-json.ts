/**
 * JSON a page carries inside its HTML, which every visitor downloads. The budgeted "inline
 * JSON" is the data for scripts (before the islands, 14.5 KB and 65 KB of hydration payload,
 * not counting the JSON-LD); structured data for crawlers is counted apart.
 */
export interface InlineJson {
  /** UTF-8 bytes of the text of every <script type="application/json">. */
  scriptBytes: number;
  /** UTF-8 bytes of every data-props attribute value, HTML-unescaped (the islands' serialized props). */
  propsBytes: number;
  /** scriptBytes + propsBytes: what the page's scripts read. */
  forScripts: number;
  /** UTF-8 bytes of the text of every <script type="application/ld+json">. */
  structuredData: number;
}
/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title"]);
// A start tag from its name on; quoted attribute values may hold ">".
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// What serializers (React, the worker's escapeHtml) write: numeric references and these few names.
const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== "#") return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, unescapeHtml(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/** Scans the markup tag by tag, skipping comments and the content of raw-text elements, so neither can fake a match. */
export function inlineJsonOf(html: string): InlineJson {
  let scriptBytes = 0;
  let propsBytes = 0;
  let structuredData = 0;
  let at = 0;
  while ((at = html.indexOf("<", at)) !== -1) {
    if (html.startsWith("<!--", at)) {
      const close = html.indexOf("-->", at + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    START_TAG.lastIndex = at;
    const tag = START_TAG.exec(html);
    if (!tag) {
      at += 1;
      continue;
    }
    at = START_TAG.lastIndex;
    const name = tag[1]!.toLowerCase();
    const attributes = attributesOf(tag[2]!);
    const props = attributes.get("data-props");
    if (props !== undefined) propsBytes += Buffer.byteLength(props);
    if (!RAW_TEXT_ELEMENTS.has(name)) continue;
    const endTag = new RegExp(`</${name}[\\s/>]`, "gi");
    endTag.lastIndex = at;
    const end = endTag.exec(html)?.index ?? html.length;
    const type = attributes.get("type")?.split(";")[0]!.trim().toLowerCase();
    if (name === "script" && type === "application/json") scriptBytes += Buffer.byteLength(html.slice(at, end));
    if (name === "script" && type === "application/ld+json") structuredData += Buffer.byteLength(html.slice(at, end));
    at = end;
  }
  return { scriptBytes, propsBytes, forScripts: scriptBytes + propsBytes, structuredData };
}
