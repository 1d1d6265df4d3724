/** Visitor text as HTML text or attribute value: markup is shown as typed, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
