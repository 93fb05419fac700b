// Relay global ids as the real server makes them: base64 of "Type:localId".
// Written with btoa/atob so the same code runs in jsdom, node and the browser.

export function toGlobalId(typeName: string, localId: string): string {
  return btoa(`${typeName}:${localId}`);
}

/** Splits a global id; null when it is not one (wrong encoding or no type prefix). */
export function fromGlobalId(globalId: string): { typeName: string; localId: string } | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { typeName: decoded.slice(0, separator), localId: decoded.slice(separator + 1) };
}
