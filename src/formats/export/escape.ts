// The one HTML escape of the project: the results page, the task pane's help, and the help pages
// the build makes from docs/ (scripts/markdown.js loads this file alone, as it has no imports).

/** Text for HTML: &, <, >, " and ' escaped, so a name is shown as typed and never read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
