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
