import fc from "fast-check";
import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../worker/data/sanitize-html";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

const ELEMENTS = "b|strong|i|em|u|s|p|span|ul|ol|li|small|mark";
const OUTPUT_TOKEN = new RegExp(
  [
    "<br>",
    `<(${ELEMENTS})>`,
    "<a>",
    '<a href="([^"<>]*)" rel="noopener noreferrer"( target="_blank")?>',
    `</(a|${ELEMENTS})>`,
    "(?:[^<>&]|&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);)+",
  ].join("|"),
  "y",
);

/**
 * Reads sanitizer output with a grammar that admits nothing else: allowed tags without
 * attributes, links with exactly an allowed href, escaped text, and every element closed.
 */
function assertSafeOutput(html: string): void {
  const stack: string[] = [];
  OUTPUT_TOKEN.lastIndex = 0;
  while (OUTPUT_TOKEN.lastIndex < html.length) {
    const at = OUTPUT_TOKEN.lastIndex;
    const match = OUTPUT_TOKEN.exec(html);
    if (!match) throw new Error(`unexpected output at ${at}: ${JSON.stringify(html.slice(at, at + 40))}`);
    const [token, openName, href, target, closeName] = match;
    if (openName) stack.push(openName);
    else if (token === "<a>") stack.push("a");
    else if (href !== undefined) {
      const decoded = href
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
      expect(decoded).toMatch(/^(https?|tel|mailto):/i);
      expect(decoded).not.toMatch(/[\u0000-\u001f]/);
      expect(Boolean(target)).toBe(/^https?:/i.test(decoded));
      stack.push("a");
    } else if (closeName) {
      expect(stack.pop(), `closing </${closeName}> in ${html}`).toBe(closeName);
    }
  }
  expect(stack, `unclosed elements in ${html}`).toEqual([]);
}

describe("the output grammar used by these tests", () => {
  it.each([
    "<img src=x>",
    "<b>unclosed",
    "</b>",
    "<b></i>",
    '<a href="javascript:alert(1)" rel="noopener noreferrer">x</a>',
    '<a href="https://x.si" rel="noopener noreferrer">missing target</a>',
    '<a href="tel:1" rel="noopener noreferrer" target="_blank">target on tel</a>',
    "<p onclick=x>",
    "raw & ampersand",
    "raw > bracket",
  ])("rejects %j", (html) => {
    expect(() => assertSafeOutput(html)).toThrow();
  });
});

describe("sanitizeHtml against XSS payloads", () => {
  it("has a corpus of at least 40 payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS)("neutralises %j", (payload) => {
    const output = sanitizeHtml(payload);
    assertSafeOutput(output);
    expect(output).not.toMatch(/<(script|img|svg|math|iframe|style|object|embed)/i);
    expect(output).not.toMatch(/\son[a-z]+=/i);
    expect(output).not.toMatch(/href="[^"]*(javascript|vbscript|data):/i);
    expect(sanitizeHtml(output)).toBe(output);
  });

  it.each([
    ["<script>alert(1)</script>after", "after"],
    ["<img src=x onerror=alert(1)>", ""],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ["<svg><script>alert(1)</script></svg>after", "after"],
    ["<scr<script>ipt>alert(1)</scr</script>ipt>", "ipt&gt;alert(1)ipt&gt;"],
    ['<a href="https://ok.example>x</a>', ""],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
    [
      '<a href="https://ok.example" onclick="alert(1)">x</a>',
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      '<a href="http://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>',
      '<a href="http://ok.example/&quot;onmouseover=&quot;alert(1)" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      '<a href="https://ok.example"><a href="javascript:alert(1)">nested</a></a>',
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank"></a><a>nested</a>',
    ],
    ["<!--<script>alert(1)</script>-->ok", "ok"],
    ["<![CDATA[<script>alert(1)</script>]]>ok", "ok"],
    ['<form action="javascript:alert(1)"><button>go</button></form>', "go"],
  ])("sanitizes %j to %j", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe("sanitizeHtml keeps harmless formatting", () => {
  it.each([
    "<p>Praznični delovni čas: <strong>24. 12. od 9.30 do 14.00</strong></p>",
    "<b>krepko</b> <i>ležeče</i> <em>poudarjeno</em> <u>podčrtano</u> <s>prečrtano</s> <small>drobno</small> <mark>označeno</mark> <span>razpon</span>",
    "<ul><li>ena</li><li>dve</li></ul><ol><li>prva</li></ol>",
    "Vrstica<br>druga",
    "5 &lt; 6 &amp; 7 &gt; 3 &quot;citat&quot; &#8364; &#x20AC; &nbsp;",
    "Cena 3 € — čevapi, pleskavica, žar!",
    '<a href="tel:+38612345678" rel="noopener noreferrer">pokličite</a>',
    '<a href="mailto:info@example.si" rel="noopener noreferrer">pišite</a>',
    '<a href="https://wolt.com/sl/svn/ljubljana" rel="noopener noreferrer" target="_blank">dostava</a>',
  ])("keeps %j as it is", (html) => {
    expect(sanitizeHtml(html)).toBe(html);
    assertSafeOutput(html);
  });

  it.each([
    [
      '<a href="https://wolt.com/sl/svn/ljubljana">Wolt</a>',
      '<a href="https://wolt.com/sl/svn/ljubljana" rel="noopener noreferrer" target="_blank">Wolt</a>',
    ],
    ['<a href="tel:+386 1 234 56 78">t</a>', '<a href="tel:+386 1 234 56 78" rel="noopener noreferrer">t</a>'],
    [
      '<a href="  HTTPS://Example.si/a  " target="_self" rel="opener">x</a>',
      '<a href="HTTPS://Example.si/a" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['<a href="https://x.si/?a=1&amp;b=2">x</a>', '<a href="https://x.si/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>'],
    ['<a href="/relative">x</a>', "<a>x</a>"],
    ["Vrstica<br/>druga<BR >tretja", "Vrstica<br>druga<br>tretja"],
    ["<P>Velike <B>črke</B></P>", "<p>Velike <b>črke</b></p>"],
    ['<p class="lead" id="x">odstavek</p>', "<p>odstavek</p>"],
    ["<div><h1>Naslov</h1><table><tr><td>celica</td></tr></table></div>", "Naslovcelica"],
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["a < b > c", "a &lt; b &gt; c"],
    ["<p><b>nezaprto", "<p><b>nezaprto</b></p>"],
    ["<b><i>x</b></i>", "<b><i>x</i></b>"],
    ["<p>ena<p>dve", "<p>ena</p><p>dve</p>"],
    ["<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"],
    ["<p>pred<ul><li>točka</li></ul>", "<p>pred</p><ul><li>točka</li></ul>"],
    ["</b>odvečno</i></p>", "odvečno"],
    ["besedilo\u0000z ničlo", "besediloz ničlo"],
    ["", ""],
  ])("rewrites %j to %j", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
    assertSafeOutput(expected);
  });
});

/** A node as compared here: an element with its attributes in order of name, or text. */
type Tree = { name: string; attributes: [string, string][]; children: Tree[] } | { text: string };

function pushText(children: Tree[], text: string): void {
  const last = children.at(-1);
  if (last && "text" in last) last.text += text;
  else if (text) children.push({ text });
}

/** The tree an HTML5 parser builds from a fragment, in a <body>. */
function parsedTree(html: string): Tree[] {
  const convert = (nodes: readonly DefaultTreeAdapterTypes.ChildNode[]): Tree[] => {
    const children: Tree[] = [];
    for (const node of nodes) {
      if (node.nodeName === "#text") pushText(children, (node as DefaultTreeAdapterTypes.TextNode).value);
      else if ("tagName" in node) {
        const attributes = node.attrs
          .map((attribute): [string, string] => [attribute.name, attribute.value])
          .sort(([a], [b]) => (a < b ? -1 : 1));
        children.push({ name: node.tagName, attributes, children: convert(node.childNodes) });
      } else children.push({ name: node.nodeName, attributes: [], children: [] });
    }
    return children;
  };
  return convert(parseFragment(html).childNodes);
}

/** The tree the sanitizer meant: its output's tokens nested as written, text read as a parser reads text alone. */
function meantTree(html: string): Tree[] {
  const root: Tree[] = [];
  const open: Tree[][] = [root];
  const decodeAttribute = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  OUTPUT_TOKEN.lastIndex = 0;
  while (OUTPUT_TOKEN.lastIndex < html.length) {
    const match = OUTPUT_TOKEN.exec(html);
    if (!match) throw new Error(`not sanitizer output: ${html}`);
    const [token, openName, href, target, closeName] = match;
    const children = open.at(-1)!;
    if (token === "<br>") children.push({ name: "br", attributes: [], children: [] });
    else if (openName || token === "<a>" || href !== undefined) {
      const attributes: [string, string][] =
        href === undefined
          ? []
          : [
              ["href", decodeAttribute(href)],
              ["rel", "noopener noreferrer"],
              ...(target ? [["target", "_blank"] as [string, string]] : []),
            ];
      const element: Tree = { name: openName ?? "a", attributes, children: [] };
      children.push(element);
      open.push(element.children);
    } else if (closeName) open.pop();
    else for (const text of parsedTree(token)) if ("text" in text) pushText(children, text.text);
  }
  return root;
}

const ALLOWED = new Set(["a", "b", "strong", "i", "em", "u", "s", "br", "p", "span", "ul", "ol", "li", "small", "mark"]);

function assertAllowed(nodes: readonly Tree[]): void {
  for (const node of nodes) {
    if ("text" in node) continue;
    expect(ALLOWED.has(node.name), `element ${node.name}`).toBe(true);
    for (const [name, value] of node.attributes) {
      expect(node.name, `attribute ${name} on ${node.name}`).toBe("a");
      if (name === "href") expect(value).toMatch(/^(https?|tel|mailto):/i);
      else if (name === "rel") expect(value).toBe("noopener noreferrer");
      else expect([name, value]).toEqual(["target", "_blank"]);
    }
    assertAllowed(node.children);
  }
}

const TAG_NAMES = [
  ...ALLOWED,
  "script",
  "style",
  "svg",
  "math",
  "template",
  "textarea",
  "title",
  "noscript",
  "xmp",
  "plaintext",
  "iframe",
  "div",
  "img",
  "table",
  "td",
  "select",
  "form",
  "button",
  "h1",
  "frameset",
  "image",
];
const tagName = fc.tuple(fc.constantFrom(...TAG_NAMES), fc.boolean()).map(([name, upper]) => (upper ? name.toUpperCase() : name));
const attributeValue = fc.oneof(
  fc.constantFrom(
    "https://grill.si/?a=1&b=2",
    "javascript:alert(1)",
    " java\tscript:alert(1)",
    "&#106;avascript:x",
    "tel:+386 1",
    "mailto:a@b.si",
    'http://x/" onmouseover=x',
    "data:text/html,x",
    "",
  ),
  fc.string({ maxLength: 12 }),
);
const attribute = fc
  .tuple(fc.constantFrom("href", "HREF", "onclick", "style", "src", "rel", "target", "x"), attributeValue, fc.constantFrom('"', "'", ""))
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);
const startTag = fc
  .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.constantFrom(">", "/>", " >", ""))
  .map(([name, attributes, end]) => `<${name}${attributes.join("")}${end}`);
const endTag = tagName.map((name) => `</${name}>`);
const text = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    "&amp;",
    "&lt;",
    "&copy",
    "&copy;",
    "&#0;",
    "&#x110000;",
    "&notit;",
    "<",
    ">",
    "&",
    "<!-- c -->",
    "<!--",
    "<![CDATA[x]]>",
    "</",
    "<?x?>",
    "\r\n",
    "\u0000",
    " ",
    "11.00",
  ),
);
const notice = fc.array(fc.oneof(startTag, endTag, text), { maxLength: 25 }).map((parts) => parts.join(""));

describe("sanitizeHtml against an HTML5 parser (property)", () => {
  it("gives output that parses to the tree it meant, with nothing outside the allowlist", () => {
    fc.assert(
      fc.property(notice, (input) => {
        const output = sanitizeHtml(input);
        const parsed = parsedTree(output);
        expect(parsed).toEqual(meantTree(output));
        assertAllowed(parsed);
      }),
      { numRuns: 2000 },
    );
  });
});
