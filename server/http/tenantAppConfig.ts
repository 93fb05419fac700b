// The part of the runtime config a tenant stores with its garden (theme, feature flags,
// standalone window), laid under the deployment's config for every page.
import type { CommunityRow } from '../platform/tables';
import type { InjectedAppConfig } from './appConfigScript';

type TenantKeys = 'theme' | 'featureFlags' | 'standaloneWindowFixed';

export function tenantAppConfig(
  community: Pick<CommunityRow, TenantKeys>,
): Pick<InjectedAppConfig, TenantKeys> {
  return {
    // Nothing stored: the app's own defaults apply, so the key stays out.
    theme: Object.keys(community.theme).length > 0 ? community.theme : undefined,
    featureFlags:
      Object.keys(community.featureFlags).length > 0 ? community.featureFlags : undefined,
    standaloneWindowFixed: community.standaloneWindowFixed,
  };
}

/** The deployment's config with the tenant's settings; a value set in the env wins. */
export function withTenantSettings(
  deployment: InjectedAppConfig,
  community: Pick<CommunityRow, TenantKeys>,
): InjectedAppConfig {
  const tenant = tenantAppConfig(community);
  return {
    ...deployment,
    theme: deployment.theme ?? tenant.theme,
    featureFlags: deployment.featureFlags ?? tenant.featureFlags,
    standaloneWindowFixed: deployment.standaloneWindowFixed ?? tenant.standaloneWindowFixed,
  };
}
