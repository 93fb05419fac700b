/** The address of a feature article. */
export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}
