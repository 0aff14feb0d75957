import { editorBase } from "../editor-urls";
import { ERROR_PAGE_WORDS } from "./error-page-words";
import { FORM_LIMIT_BYTES } from "./form-values";
import { type Frame, Page } from "./layout";
import { EDITOR_WORDS } from "./words";

/** Why the editor could not do what was asked. */
export type EditorProblem =
  | { kind: "notFound" }
  /** Refused at the door; `email` is the address Access signed in, when it could be verified. */
  | { kind: "notAllowed"; email: string | null }
  /** A write posted from another site, or without saying where from. */
  | { kind: "otherOrigin" }
  /** A write where there is no database to write to. */
  | { kind: "readOnly" }
  /** A form larger than the editor reads: nothing of it was saved. */
  | { kind: "tooLarge" }
  /** Firestore did not answer. */
  | { kind: "unavailable" }
  /** Anything else: a fault of ours. */
  | { kind: "failed" };

/** Cloudflare Access's own address on the site's host: it ends the session, so another address can sign in. */
const ACCESS_SIGN_OUT = "/cdn-cgi/access/logout";

interface Explanation {
  heading: string;
  text: string;
  link?: { href: string; label: string };
}

function explain(problem: EditorProblem, frame: Frame): Explanation {
  const words = ERROR_PAGE_WORDS[frame.lang];
  const base = editorBase(frame.lang);
  switch (problem.kind) {
    case "notFound":
      return { heading: words.notFound, text: words.notFoundText, link: { href: base, label: words.toStart } };
    case "notAllowed":
      return problem.email === null
        ? { heading: words.notSignedIn, text: words.notSignedInText }
        : { heading: words.notAllowed, text: words.notAllowedText(problem.email), link: { href: ACCESS_SIGN_OUT, label: words.signOut } };
    case "otherOrigin":
      return { heading: words.otherOrigin, text: words.otherOriginText, link: { href: `${base}${frame.section}`, label: words.reload } };
    case "readOnly":
      return { heading: words.readOnly, text: EDITOR_WORDS[frame.lang].readOnly };
    case "tooLarge":
      return { heading: words.tooLarge, text: words.tooLargeText(FORM_LIMIT_BYTES / 1024) };
    case "unavailable":
      return { heading: words.unavailable, text: words.unavailableText };
    case "failed":
      return { heading: words.failed, text: words.failedText };
  }
}

/** The page of a request the editor could not serve: what happened and what to do, in the language of its path. */
export function ErrorPage({ frame, problem }: { frame: Frame; problem: EditorProblem }) {
  const { heading, text, link } = explain(problem, frame);
  return (
    <Page frame={frame} heading={heading} failure>
      <div className="banner banner--error" role="alert">
        <p>{text}</p>
        {link && (
          <p>
            <a href={link.href}>{link.label}</a>
          </p>
        )}
      </div>
    </Page>
  );
}
