// The site metadata of a tenant in one language (spec §1): the stored per-language file
// with the app's fallback rule (language → English → first entry), and, for a garden
// whose file is empty, its name, description and main banner.
import { pickSiteMetadata, type SiteMetadata } from '../../common/siteMetadata';
import type { CommunityRow, LocalizedText } from '../platform/tables';

/** A localised text in the language, else English, else any. */
export function localized(text: LocalizedText, language: string): string {
  return (
    text[language as keyof LocalizedText] ?? text.en ?? Object.values(text).find(Boolean) ?? ''
  );
}

export function siteMetadataOf(community: CommunityRow, language: string): SiteMetadata {
  const picked = pickSiteMetadata(community.siteMetadata, language);
  return {
    title: picked.title || localized(community.name, language),
    description: picked.description || localized(community.description, language),
    image: picked.image || community.bannerUrl || '',
    siteUrl: picked.siteUrl,
  };
}
