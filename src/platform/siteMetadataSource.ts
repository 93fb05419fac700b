import type { AppConfig } from '../../common/appConfig';
import type { SiteMetadataFile } from '../../common/siteMetadata';

/** The tenant's site metadata file: inline in the runtime config, else fetched from its URL. */
export async function fetchSiteMetadataFile(
  config: Pick<AppConfig, 'siteMetadata' | 'siteMetadataUrl'>,
  fetchFn: typeof fetch = fetch,
): Promise<SiteMetadataFile> {
  if (config.siteMetadata) return config.siteMetadata;
  if (!config.siteMetadataUrl) return {};
  const response = await fetchFn(config.siteMetadataUrl);
  if (!response.ok) throw new Error(`Site metadata: ${response.status} ${response.statusText}`);
  return (await response.json()) as SiteMetadataFile;
}
