/**
 * A small HTML tokenizer after the WHATWG tokenizer states that matter for sanitizing:
 * tags with attributes (quoted, unquoted, missing values), comments, bogus comments
 * (doctype, processing instructions), CDATA, and raw-text elements whose content is not markup.
 * Text and attribute values are returned raw, with character references undecoded.
 */
export type HtmlToken =
  | { type: "text"; text: string }
  | { type: "startTag"; name: string; attributes: HtmlAttribute[]; selfClosing: boolean }
  | { type: "endTag"; name: string };

export interface HtmlAttribute {
  name: string;
  value: string;
}

/** Elements whose content runs as text to the matching end tag (plaintext: to the end of input). */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]);

const WHITESPACE = new Set(["\t", "\n", "\f", "\r", " "]);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let pos = 0;

  while (pos < html.length) {
    const open = html.indexOf("<", pos);
    if (open === -1) break;
    const construct = readConstruct(html, open);
    if (construct === "text") {
      pos = open + 1;
      continue;
    }
    if (open > textStart) tokens.push({ type: "text", text: html.slice(textStart, open) });
    tokens.push(...construct.tokens);
    textStart = pos = construct.end;
  }
  if (html.length > textStart) tokens.push({ type: "text", text: html.slice(textStart) });
  return tokens;
}

/** What starts at a "<": "text" when it is a literal "<", else the tokens it yields and where it ends. */
function readConstruct(html: string, open: number): "text" | { tokens: HtmlToken[]; end: number } {
  const next = html.charAt(open + 1);
  const none = (end: number) => ({ tokens: [], end });

  if (html.startsWith("<!--", open)) return none(commentEnd(html, open + 4));
  if (html.startsWith("<![CDATA[", open)) return none(afterTerminator(html, "]]>", open + 9));
  if (next === "!" || next === "?") return none(afterTerminator(html, ">", open + 2));

  if (next === "/") {
    const after = html.charAt(open + 2);
    if (after === "") return "text";
    if (after === ">") return none(open + 3);
    if (!isAsciiLetter(after)) return none(afterTerminator(html, ">", open + 2));
    const tag = readTag(html, open + 2);
    // A tag cut off by the end of input is dropped with the rest, as browsers do.
    return tag ? { tokens: [{ type: "endTag", name: tag.name }], end: tag.end } : none(html.length);
  }

  if (!isAsciiLetter(next)) return "text";
  const tag = readTag(html, open + 1);
  if (!tag) return none(html.length);
  const tokens: HtmlToken[] = [{ type: "startTag", name: tag.name, attributes: tag.attributes, selfClosing: tag.selfClosing }];
  if (tag.name !== "plaintext" && !RAW_TEXT_ELEMENTS.has(tag.name)) return { tokens, end: tag.end };

  const found = tag.name === "plaintext" ? -1 : rawTextEnd(html, tag.name, tag.end);
  const textEnd = found === -1 ? html.length : found;
  if (textEnd > tag.end) tokens.push({ type: "text", text: html.slice(tag.end, textEnd) });
  return { tokens, end: textEnd };
}

interface TagRead {
  name: string;
  attributes: HtmlAttribute[];
  selfClosing: boolean;
  /** Index just after the closing ">". */
  end: number;
}

/** Reads a tag from its name to its ">"; null when the input ends inside it. */
function readTag(html: string, nameStart: number): TagRead | null {
  let pos = nameStart;
  while (pos < html.length && !isTagNameEnd(html.charAt(pos))) pos++;
  const name = asciiLower(html.slice(nameStart, pos));
  const attributes: HtmlAttribute[] = [];

  for (;;) {
    while (WHITESPACE.has(html.charAt(pos))) pos++;
    const char = html.charAt(pos);
    if (char === "") return null;
    if (char === ">") return { name, attributes, selfClosing: false, end: pos + 1 };
    if (char === "/") {
      if (html.charAt(pos + 1) === ">") return { name, attributes, selfClosing: true, end: pos + 2 };
      pos++;
      continue;
    }

    // The first character of a name may be anything, "=" included.
    const attributeStart = pos++;
    while (pos < html.length && !isAttributeNameEnd(html.charAt(pos))) pos++;
    const attributeName = asciiLower(html.slice(attributeStart, pos));
    while (WHITESPACE.has(html.charAt(pos))) pos++;

    let value = "";
    if (html.charAt(pos) === "=") {
      pos++;
      while (WHITESPACE.has(html.charAt(pos))) pos++;
      const quote = html.charAt(pos);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, pos + 1);
        if (close === -1) return null;
        value = html.slice(pos + 1, close);
        pos = close + 1;
      } else {
        const valueStart = pos;
        while (pos < html.length && !WHITESPACE.has(html.charAt(pos)) && html.charAt(pos) !== ">") pos++;
        value = html.slice(valueStart, pos);
      }
    }
    // Browsers keep the first of duplicated attributes.
    if (!attributes.some((attribute) => attribute.name === attributeName)) attributes.push({ name: attributeName, value });
  }
}

function commentEnd(html: string, bodyStart: number): number {
  if (html.startsWith(">", bodyStart)) return bodyStart + 1;
  if (html.startsWith("->", bodyStart)) return bodyStart + 2;
  const dashes = html.indexOf("--", bodyStart);
  for (let at = dashes; at !== -1; at = html.indexOf("--", at + 1)) {
    if (html.startsWith("-->", at)) return at + 3;
    if (html.startsWith("--!>", at)) return at + 4;
  }
  return html.length;
}

function afterTerminator(html: string, terminator: string, from: number): number {
  const at = html.indexOf(terminator, from);
  return at === -1 ? html.length : at + terminator.length;
}

/** Index of the `</name` that ends a raw-text element, or -1. */
function rawTextEnd(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, "gi");
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? -1;
}

function isAsciiLetter(char: string): boolean {
  return /^[a-zA-Z]$/.test(char);
}

function isTagNameEnd(char: string): boolean {
  return WHITESPACE.has(char) || char === "/" || char === ">";
}

function isAttributeNameEnd(char: string): boolean {
  return isTagNameEnd(char) || char === "=";
}

function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}
