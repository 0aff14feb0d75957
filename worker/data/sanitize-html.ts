import { type HtmlAttribute, tokenizeHtml } from "./html-tokenizer";

const ALLOWED_ELEMENTS = new Set(["a", "b", "strong", "i", "em", "u", "s", "br", "p", "span", "ul", "ol", "li", "small", "mark"]);

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "svg",
  "math",
  "template",
  "noscript",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
]);

const ALLOWED_SCHEMES = new Set(["http", "https", "tel", "mailto"]);

/** What the sanitizer left out: an element (with its content when `withContent`), an attribute, or a link's address. */
export type Removal =
  { kind: "element"; name: string; withContent: boolean } | { kind: "attribute"; name: string } | { kind: "link"; href: string };

/** Attributes the sanitizer writes itself on a link. */
const LINK_ATTRIBUTES = new Set(["href", "rel", "target"]);

/**
 * Allowlist sanitizer for notice HTML. The output is rebuilt from tokens, never copied:
 * only allowed elements, only a safe `href` on links, text re-escaped, every element closed.
 * `removed` hears of everything left out, so the editor can tell the owner.
 */
export function sanitizeHtml(html: string, removed?: (removal: Removal) => void): string {
  const output: string[] = [];
  const openElements: string[] = [];
  let dropping: { name: string; depth: number } | null = null;

  const closeFrom = (index: number) => {
    while (openElements.length > index) output.push(`</${openElements.pop()}>`);
  };
  const closeLast = (name: string) => {
    const index = openElements.lastIndexOf(name);
    if (index !== -1) closeFrom(index);
  };

  for (const token of tokenizeHtml(html)) {
    if (dropping) {
      if (token.type === "startTag" && token.name === dropping.name && !token.selfClosing) dropping.depth++;
      if (token.type === "endTag" && token.name === dropping.name && --dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.type === "text") {
      output.push(escapeText(token.text));
    } else if (token.type === "endTag") {
      closeLast(token.name);
    } else if (DROPPED_WITH_CONTENT.has(token.name)) {
      // Only foreign elements (svg, math) honour "/>"; the others stay open and swallow what follows.
      const selfClosed = token.selfClosing && (token.name === "svg" || token.name === "math");
      if (!selfClosed) dropping = { name: token.name, depth: 1 };
      removed?.({ kind: "element", name: token.name, withContent: true });
    } else if (token.name === "br" || ALLOWED_ELEMENTS.has(token.name)) {
      for (const attribute of token.attributes) {
        if (token.name !== "a" || !LINK_ATTRIBUTES.has(attribute.name)) removed?.({ kind: "attribute", name: attribute.name });
      }
      if (token.name === "br") {
        output.push("<br>");
        continue;
      }
      closeImplied(token.name, openElements, closeFrom);
      output.push(token.name === "a" ? openLink(token.attributes, removed) : `<${token.name}>`);
      openElements.push(token.name);
    } else {
      removed?.({ kind: "element", name: token.name, withContent: false });
    }
  }
  closeFrom(0);
  return output.join("");
}

/** The end tags an HTML parser implies before these start tags, so that the output nests as it will be parsed. */
function closeImplied(name: string, openElements: readonly string[], closeFrom: (index: number) => void): void {
  if (name === "a") {
    const index = openElements.lastIndexOf("a");
    if (index !== -1) closeFrom(index);
    return;
  }
  if (name === "li") {
    for (let index = openElements.length - 1; index >= 0; index--) {
      const open = openElements[index];
      if (open === "ul" || open === "ol") break;
      if (open === "li") {
        closeFrom(index);
        break;
      }
    }
  }
  if (name === "p" || name === "ul" || name === "ol" || name === "li") {
    const index = openElements.lastIndexOf("p");
    if (index !== -1) closeFrom(index);
  }
}

function openLink(attributes: readonly HtmlAttribute[], removed?: (removal: Removal) => void): string {
  const href = attributes.find((attribute) => attribute.name === "href");
  const link = href && safeLink(href.value);
  if (!link) {
    if (href) removed?.({ kind: "link", href: href.value });
    return "<a>";
  }
  const target = link.external ? ' target="_blank"' : "";
  return `<a href="${escapeAttribute(link.href)}" rel="noopener noreferrer"${target}>`;
}

/** The href as a browser will read it, if its scheme is allowed. */
function safeLink(rawValue: string): { href: string; external: boolean } | null {
  const href = decodeCharacterReferences(rawValue)
    // URL parsers drop tabs and newlines anywhere and trim C0 controls and spaces.
    .replace(/[\t\n\r]/g, "")
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (/[\u0000-\u001f\u007f-\u009f]/.test(href)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || !ALLOWED_SCHEMES.has(scheme)) return null;
  return { href, external: scheme === "http" || scheme === "https" };
}

/** Named references that can hide URL syntax; others stay literal (and are then escaped as text). */
const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  semi: ";",
  sol: "/",
  bsol: "\\",
  quest: "?",
  num: "#",
  equals: "=",
  percnt: "%",
  plus: "+",
  period: ".",
  comma: ",",
  excl: "!",
  commat: "@",
  lpar: "(",
  rpar: ")",
  lowbar: "_",
  Tab: "\t",
  NewLine: "\n",
  nbsp: "\u00a0",
};

/** Legacy references a browser still decodes in attributes without ";" (unless followed by "=" or an alphanumeric). */
const LEGACY_REFERENCES = new Set(["amp", "lt", "gt", "quot", "nbsp"]);

function decodeCharacterReferences(value: string): string {
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([a-zA-Z][a-zA-Z0-9]*)(;?))/g,
    (match, hex: string | undefined, decimal: string | undefined, name: string | undefined, semicolon: string, offset: number) => {
      if (hex !== undefined || decimal !== undefined) {
        return codePointText(hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? "", 10));
      }
      const text = name === undefined ? undefined : NAMED_REFERENCES[name];
      if (text === undefined) return match;
      if (semicolon) return text;
      const following = value.charAt(offset + match.length);
      return name !== undefined && LEGACY_REFERENCES.has(name) && !/[=a-zA-Z0-9]/.test(following) ? text : match;
    },
  );
}

function codePointText(codePoint: number): string {
  const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/** Valid-looking character references are kept (they render as text); every other "&" is escaped. */
function escapeText(text: string): string {
  return text
    .replace(/\u0000/g, "")
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
