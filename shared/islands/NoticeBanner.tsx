import { useEffect, useState } from "react";
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
        <path d="M18 3v2.2L6.6 8H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1l1.6 5h3.2l-1.4-5h-.8L18 18.8V21h2V3zM21.5 10.5v3h1.5v-3z" fill="currentColor" />
      )}
    </svg>
  );
}

interface ShownNotice {
  id: string;
  student: boolean;
  /** Sanitized, with its numbers highlighted. */
  html: string;
  /** djb2 of the message as stored (spec §4): what a dismissal remembers. */
  hash: number;
}

export interface NoticeBannerProps {
  notices: readonly ShownNotice[];
  labels: { list: string; studentTitle: string; guestTitle: string; hide: string };
}

/**
 * Spec §2 "Notice banner". The server renders every active notice; the head script hides
 * the ones this visitor dismissed before the first paint, and after hydration they leave
 * the DOM (the first client render must equal the server's, so that happens in an effect).
 */
export function NoticeBanner({ notices, labels }: NoticeBannerProps) {
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  useEffect(() => {
    const storage = browserStorage();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored dismissals apply after hydration: the first render must be the server's
    if (storage) setDismissed(readDismissed(storage));
  }, []);

  const visible = notices.filter(({ hash }) => !dismissed.includes(hash));

  function hide(hash: number, index: number) {
    const storage = browserStorage();
    setDismissed(storage ? rememberDismissed(storage, hash) : [...dismissed, hash]);
    // Keep keyboard users in place: the next notice's button, or else the page content.
    const next = visible[index + 1] ?? visible[index - 1];
    const target = next ? document.getElementById(`notice-hide-${next.id}`) : document.getElementById("main");
    target?.focus();
  }

  return (
    <div id="obvestila" className="notices">
      {visible.length > 0 && (
        <aside className="notices__list" aria-label={labels.list}>
          {visible.map((notice, index) => (
            <div key={notice.id} className={`notice${notice.student ? " notice--student" : ""}`} data-notice-hash={notice.hash}>
              <NoticeIcon student={notice.student} />
              <div className="notice__body">
                <p className="notice__title">{notice.student ? labels.studentTitle : labels.guestTitle}</p>
                <div className="notice__message" dangerouslySetInnerHTML={{ __html: notice.html }} />
              </div>
              <button id={`notice-hide-${notice.id}`} type="button" className="notice__hide" onClick={() => hide(notice.hash, index)}>
                {labels.hide}
              </button>
            </div>
          ))}
        </aside>
      )}
    </div>
  );
}
