/** The full results page for a query: `/search?q=...`. */
export function searchPageUrl(baseUrl: string, query: string): string {
  const params = new URLSearchParams({ q: query });
  return `${baseUrl}search?${params.toString()}`;
}
