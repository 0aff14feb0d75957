/**
 * The fields a browser would post from one of the editor's server-rendered forms: text
 * inputs and textareas with their values, checked boxes and radios, as in the HTML.
 */
export function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start === -1) throw new Error(`No form posting to ${action}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  for (const [, attributes = ""] of form.matchAll(/<input ([^>]*?)\/?>/g)) {
    const attribute = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
    const name = attribute("name");
    if (!name) continue;
    const type = attribute("type") ?? "text";
    if (type === "checkbox" || type === "radio") {
      if (/(?:^|\s)checked=""/.test(attributes)) fields[name] = attribute("value") ?? "on";
    } else fields[name] = decode(attribute("value") ?? "");
  }
  for (const [, name = "", text = ""] of form.matchAll(/<textarea[^>]* name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields[name] = decode(text);
  return fields;
}

/** Every undo form on a page, in order: its hidden fields as the button posts them, repeated names kept. */
export function undoForms(html: string, action = "/urejanje/razveljavi"): [string, string][][] {
  return html
    .split(`action="${action}"`)
    .slice(1)
    .map((form) =>
      [...form.slice(0, form.indexOf("</form>")).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        ([, name = "", value = ""]) => [name, value] as [string, string],
      ),
    );
}
