// The page's cookies for the shared readers in common/localeCookies.ts; none while React
// renders outside a browser (server rendering, the node test project).
export function documentCookies(): string {
  return globalThis.document?.cookie ?? '';
}
