import type { MessageKey } from "../i18n/i18n";

/** The cevapi page's questions and answers: the visible FAQ and its FAQPage JSON-LD read the same keys. */
export const CEVAPI_FAQ: readonly { question: MessageKey; answer: MessageKey }[] = [
  { question: "cevapi.faq.q1", answer: "cevapi.faq.a1" },
  { question: "cevapi.faq.q2", answer: "cevapi.faq.a2" },
];
