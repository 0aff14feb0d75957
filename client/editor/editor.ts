/**
 * The editor's only script, built by Vite apart from the public pages' (vite.config.ts) and
 * loaded by the editor's pages alone. Without it every form still works by posting. With it:
 * - forms marked data-live get a live preview and inline validation by asking the server for
 *   what the Preview button shows: the same component, sanitizer and schemas, so the script
 *   holds no second copy of either. Markup moves as text, all of it from our own answer to a
 *   same-origin request;
 * - a form with unsaved input is marked, and leaving the page any other way than by saving
 *   that form asks first;
 * - the confirmation after a save takes the focus, so it is in view and read out.
 */
function enhanceEditor(): void {
  const DELAY_MS = 500;

  function describedBy(input: HTMLElement, errorId: string | null): void {
    const hint = document.getElementById(`${input.id}-hint`);
    const ids = [hint?.id, errorId].filter(Boolean).join(" ");
    if (ids) input.setAttribute("aria-describedby", ids);
    else input.removeAttribute("aria-describedby");
  }

  function replaceFeedback(form: HTMLFormElement, next: Document): void {
    const container = form.closest<HTMLElement>("section, main");
    container?.querySelector<HTMLElement>(".preview")?.remove();
    const preview = next.querySelector<HTMLElement>(".preview");
    if (preview) form.insertAdjacentHTML("afterend", preview.outerHTML);
    for (const field of form.querySelectorAll<HTMLElement>(".field, .check")) {
      const input = field.querySelector<HTMLInputElement>("input, textarea");
      if (!input?.id) continue;
      const error = next.getElementById(`${input.id}-error`);
      field.querySelector<HTMLElement>(".error")?.remove();
      field.classList.toggle("field--error", error !== null);
      if (error) {
        field.insertAdjacentHTML("beforeend", error.outerHTML);
        input.setAttribute("aria-invalid", "true");
      } else input.removeAttribute("aria-invalid");
      describedBy(input, error?.id ?? null);
    }
  }

  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-live]")) {
    let timer: number | undefined;
    let latest = 0;
    const refresh = async () => {
      const body = new FormData(form);
      body.set("intent", "preview");
      const request = ++latest;
      try {
        const response = await fetch(form.action, { method: "POST", body, credentials: "same-origin" });
        const html = await response.text();
        if (request === latest) replaceFeedback(form, new DOMParser().parseFromString(html, "text/html"));
      } catch {
        // Offline or refused: the Preview button still works.
      }
    };
    form.addEventListener("input", () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void refresh(), DELAY_MS);
    });
  }

  const dirty = new Set<HTMLFormElement>();
  let leavingBy: HTMLFormElement | null = null;
  for (const form of document.querySelectorAll<HTMLFormElement>("form")) {
    const note = form.querySelector<HTMLElement>(".unsaved");
    form.addEventListener("input", () => {
      dirty.add(form);
      form.classList.add("form--dirty");
      if (note) note.hidden = false;
    });
    form.addEventListener("submit", () => {
      leavingBy = form;
    });
  }
  window.addEventListener("beforeunload", (event) => {
    const unsaved = [...dirty].some((form) => form !== leavingBy);
    leavingBy = null;
    if (unsaved) event.preventDefault();
  });

  const confirmation = document.querySelector<HTMLElement>(".banner--ok");
  if (confirmation) {
    confirmation.tabIndex = -1;
    confirmation.focus();
  }
}

enhanceEditor();
