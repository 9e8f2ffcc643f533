/**
 * Fills `{name}` placeholders of a message template; a placeholder without a value stays as
 * written. The one implementation behind t(), the request layer's messages, the catalogue's
 * validation and display texts and every server message (apps/ reach it through the catalogue).
 */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
