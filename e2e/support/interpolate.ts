/**
 * Fills an i18next message's `{{name}}` placeholders as the app does, so a test finds a text by
 * the same message file the page reads. A placeholder without a value becomes empty.
 */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
