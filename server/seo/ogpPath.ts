// The {encoded_ogp_path} of /v/{page_name}/{encoded_ogp_path}: what a share preview of a
// client-rendered view shows. It is base64url (RFC 4648 §5, no padding needed) of the
// UTF-8 JSON object {"title"?: string, "description"?: string, "image"?: string}.
// The image must be a path on this site ("/images/…"): a crafted link cannot make the
// garden's preview show a picture from elsewhere. Texts are trimmed to preview lengths.

export interface OgpPreview {
  title?: string;
  description?: string;
  image?: string;
}

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 300;
const MAX_IMAGE = 500;

export function encodeOgpPath(preview: OgpPreview): string {
  return Buffer.from(JSON.stringify(preview), 'utf8').toString('base64url');
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed || undefined;
}

function sitePath(value: unknown): string | undefined {
  const path = text(value, MAX_IMAGE);
  // "/x" yes; "//host/x" (protocol-relative) and "/\host" (read as a host by browsers) no.
  return path && /^\/(?![/\\])/.test(path) ? path : undefined;
}

/** The preview a path names; an empty object when it is not one. */
export function decodeOgpPath(encoded: string): OgpPreview {
  if (!/^[A-Za-z0-9_-]{1,4000}={0,2}$/.test(encoded)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const preview: OgpPreview = {
    title: text(record.title, MAX_TITLE),
    description: text(record.description, MAX_DESCRIPTION),
    image: sitePath(record.image),
  };
  return Object.fromEntries(
    Object.entries(preview).filter(([, value]) => value !== undefined),
  ) as OgpPreview;
}
