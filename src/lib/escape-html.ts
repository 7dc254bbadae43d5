/** Escapes text for HTML (or XML) text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Script source as the text of an inline <script> element: `</script` inside it (in a string,
 * a comment or a regular expression) would end the element early, so its slash is escaped,
 * which means the same to JavaScript.
 */
export function inlineScriptText(source: string): string {
  return source.replace(/<\/script/gi, '<\\/script');
}
