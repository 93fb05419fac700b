// The garden's name as last shown online, per language, so the header keeps it when the
// app starts offline (from the service worker's cached shell, with no server config).
const key = (locale: string) => `garden_name_${locale}`;

export function rememberGardenName(locale: string, name: string): void {
  try {
    localStorage.setItem(key(locale), name);
  } catch {
    // Storage unavailable (private mode, quota): the generic name will do offline.
  }
}

export function rememberedGardenName(locale: string): string | null {
  try {
    return localStorage.getItem(key(locale));
  } catch {
    return null;
  }
}
