import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../worker/data/sanitize-html";

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
      const decoded = href.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
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

const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scrIpt>alert(1)</sCript>",
  "<script >alert(1)</script >",
  "<script\nsrc=x>alert(1)</script\n>",
  "<img src=x onerror=alert(1)>",
  "<img src=\"javascript:alert('XSS')\">",
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#9;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="&#x26;#x6A;avascript:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  "<a href=javascript:alert(1)>x</a>",
  '<a/href="javascript:alert(1)">x</a>',
  '<a\nhref\n=\n"javascript:alert(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example"onmouseover=alert(1)>x</a>',
  "<a href='https://ok.example' \" onmouseover=\"alert(1)'>x</a>",
  '<a href="https://ok.example>x</a>',
  '<a href="http://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>',
  '<a href="https://ok.example/?q=<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example"><a href="javascript:alert(1)">nested</a></a>',
  "<svg><script>alert(1)</script></svg>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<math href="javascript:alert(1)">click</math>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)<</script>/script>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  "<b onmouseover=alert(1)>x</b>",
  '<img """><script>alert(1)</script>">',
  "<!--<script>alert(1)</script>-->",
  "<!--[if IE]><script>alert(1)</script><![endif]-->",
  "<!--><script>alert(1)</script>",
  "<![CDATA[<script>alert(1)</script>]]>",
  "<!DOCTYPE html><script>alert(1)</script>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  "<textarea><script>alert(1)</script></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<plaintext><script>alert(1)</script>",
  "<select><style></select><img src=x onerror=alert(1)></style>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  "<marquee onstart=alert(1)>x</marquee>",
  '"><script>alert(1)</script>',
  "</p><script>alert(1)</script>",
  "<span>x<script>alert(1)",
];

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
    ['<a href="https://ok.example" onclick="alert(1)">x</a>', '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">x</a>'],
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
    ['<a href="https://wolt.com/sl/svn/ljubljana">Wolt</a>', '<a href="https://wolt.com/sl/svn/ljubljana" rel="noopener noreferrer" target="_blank">Wolt</a>'],
    ['<a href="tel:+386 1 234 56 78">t</a>', '<a href="tel:+386 1 234 56 78" rel="noopener noreferrer">t</a>'],
    ['<a href="  HTTPS://Example.si/a  " target="_self" rel="opener">x</a>', '<a href="HTTPS://Example.si/a" rel="noopener noreferrer" target="_blank">x</a>'],
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
