// Per-language site metadata of the tenant (spec §1): title, image (the community's main
// banner), description and siteUrl. Fallback: the requested language, then English, then
// the first entry; a file that cannot be loaded is reported and empty settings are used.

export interface SiteMetadata {
  title: string;
  image: string;
  description: string;
  siteUrl: string;
}

export type SiteMetadataFile = Partial<Record<string, SiteMetadata>>;

export const EMPTY_SITE_METADATA: SiteMetadata = {
  title: '',
  image: '',
  description: '',
  siteUrl: '',
};

export function pickSiteMetadata(file: SiteMetadataFile, language: string): SiteMetadata {
  const entry = file[language] ?? file.en ?? Object.values(file).find(Boolean);
  return entry ?? EMPTY_SITE_METADATA;
}

export async function loadSiteMetadata(
  load: () => Promise<SiteMetadataFile>,
  language: string,
  report: (error: unknown) => void,
): Promise<SiteMetadata> {
  try {
    return pickSiteMetadata(await load(), language);
  } catch (error) {
    report(error);
    return EMPTY_SITE_METADATA;
  }
}
