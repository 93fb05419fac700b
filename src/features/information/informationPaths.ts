// The information feature's paths (spec routes): an article is its general-information page.

export function articlePath(articleId: string): string {
  return `/information/${encodeURIComponent(articleId)}/general-information`;
}

export function favoritesPath(articleId: string): string {
  return `/information/${encodeURIComponent(articleId)}/favorite-information-list`;
}

export function schedulePath(scheduleId: string): string {
  return `/official-schedules/${encodeURIComponent(scheduleId)}`;
}
