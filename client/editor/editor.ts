/**
 * The editor's only script, built by Vite apart from the public pages' (vite.config.ts) and
 * loaded by the editor's pages alone. Without it every form still works by posting. With it:
 * - forms marked data-live get a live preview and inline validation by asking the server for
 *   what the Preview button shows: the same component, sanitizer and schemas, so the script
 *   holds no second copy of either. Markup moves as text, all of it from our own answer to a
 *   same-origin request;
 * - a form with unsaved input is marked, and leaving the page any other way than by saving
 *   that form asks first;
 * - the confirmation after a save takes the focus, so it is in view and read out;
 * - a search form marked data-results shows its answer while the owner types: the script asks
 *   for the page the form would open and puts its results in place, so the matching is the server's;
 * - a photo form crops the chosen photo to 3:2 where the owner points (photo-crop.ts).
 */
import { enhancePhotoForms } from "./photo-crop";

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

  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-results]")) {
    const results = document.getElementById(form.dataset.results ?? "");
    let timer: number | undefined;
    let latest = 0;
    const search = async () => {
      const url = new URL(form.action);
      for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) url.searchParams.set(name, value);
      const request = ++latest;
      try {
        const html = await (await fetch(url, { credentials: "same-origin" })).text();
        const next = new DOMParser().parseFromString(html, "text/html").getElementById(results?.id ?? "");
        if (request !== latest || !results || !next) return;
        results.innerHTML = next.innerHTML;
        history.replaceState(null, "", url);
      } catch {
        // Offline or refused: the search button still works.
      }
    };
    form.addEventListener("input", () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void search(), DELAY_MS);
    });
  }

  const dirty = new Set<HTMLFormElement>();
  let leavingBy: HTMLFormElement | null = null;
  // A search (a GET form) changes nothing that could be lost.
  for (const form of document.querySelectorAll<HTMLFormElement>('form[method="post"]')) {
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
enhancePhotoForms();
