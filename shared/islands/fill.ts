/**
 * Puts values into a message's {{name}} placeholders. Islands render their parameterized
 * texts with this on the server and in the browser alike, so both write the same markup
 * without shipping i18next.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
