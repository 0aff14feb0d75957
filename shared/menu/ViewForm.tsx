import type { ReactNode } from "react";

interface ViewFormProps {
  /** Where the view lives: a path, its query and optionally a fragment. */
  target: { pathname: string; search: string; hash?: string };
  children: ReactNode;
}

/**
 * A GET form that, submitted, opens exactly `target`: its query's parameters are hidden
 * fields, in order, so the browser writes the same query the filter island writes. Without
 * script this is how the menu's filters work; with script the island handles the press in
 * place and the form is never submitted.
 */
export function ViewForm({ target, children }: ViewFormProps) {
  const fields = [...new URLSearchParams(target.search)];
  return (
    <form method="get" action={`${target.pathname}${target.hash ? `#${target.hash}` : ""}`}>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
