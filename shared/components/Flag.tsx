import type { Lang } from "../i18n/lang";

/** Simplified flags drawn for the language toggle; decorative, the button text names the language. */
export function Flag({ lang }: { lang: Lang }) {
  if (lang === "sl") {
    return (
      <svg className="flag" viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#fff" />
        <rect y="6.67" width="30" height="6.67" fill="#0057b8" />
        <rect y="13.33" width="30" height="6.67" fill="#ed1c24" />
        <path d="M7 3.5h6v4.5c0 2.2-1.6 3.6-3 4.2-1.4-.6-3-2-3-4.2z" fill="#0057b8" stroke="#ed1c24" strokeWidth=".6" />
        <path d="M7.6 9.2l1.3-1.6 1.1 1.2 1.1-1.2 1.3 1.6" fill="none" stroke="#fff" strokeWidth=".6" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 60 40" width="30" height="20" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
