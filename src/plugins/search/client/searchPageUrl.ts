/** The full results page for a query in a docs version: `/search?q=...&v=9.x`. */
export function searchPageUrl(baseUrl: string, query: string, versionLabel?: string): string {
  const params = new URLSearchParams({ q: query });
  if (versionLabel) params.set('v', versionLabel);
  return `${baseUrl}search?${params.toString()}`;
}
