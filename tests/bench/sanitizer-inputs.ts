import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import notices from "../../worker/data/seed/obvestila.json" with { type: "json" };

/** The longest Slovenian notice of the seed: bold, a link, two paragraphs. */
const typical = notices.map((notice) => notice.fields.msg.stringValue).reduce((a, b) => (b.length > a.length ? b : a));

/** What `npm run bench:sanitizer` tokenizes: a typical notice, and every hostile payload of the tests in one text. */
export const SANITIZER_INPUTS = { typical, hostile: XSS_PAYLOADS.join("\n") } as const;

export type SanitizerInput = keyof typeof SANITIZER_INPUTS;
