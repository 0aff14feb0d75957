import { useEffect, useRef, useState } from "react";
import type { ShownNotice } from "../notices/shown-notice";
import { readDismissed, rememberDismissed } from "../notices/notice-dismissals";

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser: notices simply stay visible
  }
}

function NoticeIcon({ student }: { student: boolean }) {
  return (
    <svg className="notice__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {student ? (
        <path d="M12 3 1 8.5 12 14l9-4.5V16h2V8.5zM5 12.2V16c0 1.7 3.1 3.5 7 3.5s7-1.8 7-3.5v-3.8L12 15.7z" fill="currentColor" />
      ) : (
        <path
          d="M18 3v2.2L6.6 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1l1.6 5h3.2l-1.4-5h-.8L18 18.8V21h2V3zM21.5 10.5v3h1.5v-3z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

export interface NoticeBannerProps {
  notices: readonly ShownNotice[];
  labels: { list: string; studentTitle: string; guestTitle: string; hide: string; more: string; less: string };
}

/**
 * The notice banner (docs/pages.md). The server renders every active notice; the head script hides
 * the ones this visitor dismissed before the first paint, and after hydration they leave
 * the DOM (the first client render must equal the server's, so that happens in an effect).
 * On a phone, when scripts run, each message is folded to its first line (pages.css) so that
 * the page's content stays on the first screen; a "more" button unfolds it.
 */
export function NoticeBanner({ notices, labels }: NoticeBannerProps) {
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // Messages the fold cuts short (null until measured: the server's markup offers "more" on every one).
  const [cut, setCut] = useState<ReadonlySet<string> | null>(null);
  const messages = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    const storage = browserStorage();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored dismissals apply after hydration: the first render must be the server's
    if (storage) setDismissed(readDismissed(storage));
  }, []);

  useEffect(() => {
    const measure = () => {
      const long = [...messages.current].filter(([id, element]) => expanded.has(id) || element.scrollHeight > element.clientHeight + 1);
      setCut(new Set(long.map(([id]) => id)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [expanded, dismissed]);

  const visible = notices.filter(({ hash }) => !dismissed.includes(hash));

  function hide(hash: number, index: number) {
    const storage = browserStorage();
    setDismissed(storage ? rememberDismissed(storage, hash) : [...dismissed, hash]);
    // Keep keyboard users in place: the next notice's button, or else the page content.
    const next = visible[index + 1] ?? visible[index - 1];
    const target = next ? document.getElementById(`notice-hide-${next.id}`) : document.getElementById("main");
    target?.focus();
  }

  function toggle(id: string) {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
  }

  return (
    <div id="obvestila" className="notices">
      {visible.length > 0 && (
        <aside className="notices__list" aria-label={labels.list}>
          {visible.map((notice, index) => {
            const open = expanded.has(notice.id);
            const messageId = `notice-message-${notice.id}`;
            return (
              <div
                key={notice.id}
                className={`notice${notice.student ? " notice--student" : ""}`}
                data-notice-hash={notice.hash}
                data-expanded={open ? "" : undefined}
              >
                <NoticeIcon student={notice.student} />
                <div className="notice__body">
                  <p className="notice__title">{notice.student ? labels.studentTitle : labels.guestTitle}</p>
                  <div
                    id={messageId}
                    className="notice__message"
                    lang={notice.lang}
                    ref={(element) => {
                      if (element) messages.current.set(notice.id, element);
                      else messages.current.delete(notice.id);
                    }}
                    dangerouslySetInnerHTML={{ __html: notice.html }}
                  />
                </div>
                <div className="notice__actions">
                  <button
                    type="button"
                    className="notice__more"
                    aria-expanded={open}
                    aria-controls={messageId}
                    hidden={cut !== null && !cut.has(notice.id)}
                    onClick={() => toggle(notice.id)}
                  >
                    {open ? labels.less : labels.more}
                  </button>
                  <button id={`notice-hide-${notice.id}`} type="button" className="notice__hide" onClick={() => hide(notice.hash, index)}>
                    {labels.hide}
                  </button>
                </div>
              </div>
            );
          })}
        </aside>
      )}
    </div>
  );
}
