/** `/docs/v10/router` -> `/docs/v10/router.md`; a version root `/docs/v10/` -> `/docs/v10.md`. */
export function markdownUrl(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}
