/**
 * The editor's only script, built by Vite apart from the public pages' (vite.config.ts) and
 * loaded by the editor's pages alone. It adds a live preview and inline validation to the
 * notice and hours forms by asking the server for what the Preview button shows: the same
 * component, through the same sanitizer and schemas, so the script holds no second copy of
 * either. Without it every form still works by posting. Markup moves as text
 * (insertAdjacentHTML), all of it from our own answer to a same-origin request.
 */
function enhanceEditor(): void {
  const DELAY_MS = 500;

  function replaceFeedback(form: HTMLFormElement, next: Document): void {
    const container = form.closest<HTMLElement>("section, main");
    container?.querySelector<HTMLElement>(".preview")?.remove();
    const preview = next.querySelector<HTMLElement>(".preview");
    if (preview) form.insertAdjacentHTML("afterend", preview.outerHTML);
    for (const field of form.querySelectorAll<HTMLElement>(".field")) {
      const input = field.querySelector<HTMLInputElement>("input, textarea");
      if (!input) continue;
      const error = next.getElementById(`${input.id}-error`);
      field.querySelector<HTMLElement>(".error")?.remove();
      field.classList.toggle("field--error", error !== null);
      if (error) {
        field.insertAdjacentHTML("beforeend", error.outerHTML);
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", error.id);
      } else {
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
      }
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
}

enhanceEditor();
