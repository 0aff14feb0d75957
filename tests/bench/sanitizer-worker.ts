/**
 * The worker `npm run bench:sanitizer` runs in workerd: `?impl=…&input=…&n=…` tokenizes (or,
 * with impl=sanitize, sanitizes) one of the inputs n times and answers how many tokens the last
 * pass saw. Three tokenizers of the same input, in the runtime that ships: ours
 * (worker/data/html-tokenizer.ts), parse5's, and Workers' own HTMLRewriter.
 */
import { Tokenizer, TokenizerMode, type Token } from "parse5";
import { tokenizeHtml } from "../../worker/data/html-tokenizer";
import { sanitizeHtml } from "../../worker/data/sanitize-html";
import { SANITIZER_INPUTS, type SanitizerInput } from "./sanitizer-inputs";

/** The part of Workers' HTMLRewriter this bench uses (its types are the worker's, not node's). */
interface RewriterElement {
  tagName: string;
  attributes: IterableIterator<[string, string]>;
  onEndTag(handler: (tag: { name: string }) => void): void;
}
interface Rewriter {
  on(selector: string, handlers: { element(element: RewriterElement): void }): Rewriter;
  onDocument(handlers: { text(chunk: { text: string }): void; comments(comment: { remove(): void }): void }): Rewriter;
  transform(response: Response): Response;
}
const { HTMLRewriter } = globalThis as unknown as { HTMLRewriter: new () => Rewriter };

type Collected = unknown[];

/** Elements whose content is text to their end tag: parse5's tree builder, not its tokenizer, switches to these states. */
const TEXT_STATES: Partial<Record<string, Tokenizer["state"]>> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

export function withParse5(html: string): Collected {
  const tokens: Collected = [];
  const text = (token: Token.CharacterToken) => tokens.push(token.chars);
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag(token) {
        tokens.push({ name: token.tagName, attributes: token.attrs, selfClosing: token.selfClosing });
        const state = TEXT_STATES[token.tagName];
        if (state !== undefined && !token.selfClosing) tokenizer.state = state;
      },
      onEndTag: (token) => tokens.push(token.tagName),
      onCharacter: text,
      onWhitespaceCharacter: text,
      onNullCharacter: () => undefined,
      onComment: () => undefined,
      onDoctype: () => undefined,
      onEof: () => undefined,
    },
  );
  tokenizer.write(html, true);
  return tokens;
}

async function withRewriter(html: string): Promise<Collected> {
  const tokens: Collected = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        tokens.push({ name: element.tagName, attributes: [...element.attributes] });
        try {
          element.onEndTag((end) => tokens.push(end.name));
        } catch {
          // A void element (br, img) has no end tag to listen for.
        }
      },
    })
    .onDocument({
      text: (chunk) => tokens.push(chunk.text),
      comments: (comment) => comment.remove(),
    })
    .transform(new Response(html))
    .arrayBuffer();
  return tokens;
}

const IMPLEMENTATIONS: Record<string, (html: string) => Collected | string | Promise<Collected>> = {
  hand: tokenizeHtml,
  parse5: withParse5,
  rewriter: withRewriter,
  sanitize: (html) => sanitizeHtml(html),
};

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const run = IMPLEMENTATIONS[url.searchParams.get("impl") ?? ""];
    const input = SANITIZER_INPUTS[url.searchParams.get("input") as SanitizerInput] as string | undefined;
    if (!run || input === undefined) return new Response("unknown impl or input", { status: 400 });
    const times = Number(url.searchParams.get("n") ?? 1);
    let last: Awaited<ReturnType<typeof run>> = "";
    for (let i = 0; i < times; i++) last = await run(input);
    return Response.json({ tokens: last.length });
  },
};
