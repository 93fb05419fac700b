import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import type { WelcomeCardTestQuery } from '../../__generated__/WelcomeCardTestQuery.graphql';
import { renderWithRelay } from '../../../tests/relay';
import { AnalyticsProvider, silentAnalytics } from '../../platform/analytics/AnalyticsProvider';
import type { FeatureFlagValue } from '../../../common/appConfig';
import { FeatureFlagProvider } from '../../platform/featureFlags/FeatureFlagProvider';
import { WelcomeCard } from './WelcomeCard';

function Welcome() {
  const data = useLazyLoadQuery<WelcomeCardTestQuery>(
    graphql`
      query WelcomeCardTestQuery {
        community {
          ...WelcomeCard_community
        }
      }
    `,
    {},
  );
  return <WelcomeCard community={data.community} />;
}

async function renderWelcome(flags: Record<string, FeatureFlagValue>) {
  const analytics = { ...silentAnalytics, abTestEvent: vi.fn() };
  const flagClient = {
    value: <T extends FeatureFlagValue>(name: string, fallback: T) =>
      (flags[name] as T) ?? fallback,
  };
  const rendered = renderWithRelay(
    <AnalyticsProvider value={analytics}>
      <FeatureFlagProvider flags={flags} load={() => Promise.resolve(flagClient)}>
        <Welcome />
      </FeatureFlagProvider>
    </AnalyticsProvider>,
  );
  await rendered.resolveMostRecentOperation({
    Community: () => ({ name: '魔王子と人形の庭', bannerUrl: '/images/garden-banner.png' }),
  });
  await screen.findByRole('heading', { name: '魔王子と人形の庭' });
  return { ...rendered, analytics };
}

describe('WelcomeCard: the banner-variant flag', () => {
  it("shows the garden's banner for the demo garden's variant and reports it", async () => {
    const { container, analytics } = await renderWelcome({ 'banner-variant': 'roses' });
    await vi.waitFor(() =>
      expect(analytics.abTestEvent).toHaveBeenLastCalledWith('banner-variant', 'roses'),
    );
    // Fetched first: it is the page's largest paint.
    expect(
      container
        .querySelector('img[src="/images/garden-banner.png"]')
        ?.getAttribute('fetchpriority'),
    ).toBe('high');
  });

  it('welcomes with words only for the plain variant, and reports that', async () => {
    const { container, analytics } = await renderWelcome({ 'banner-variant': 'plain' });
    await vi.waitFor(() =>
      expect(analytics.abTestEvent).toHaveBeenLastCalledWith('banner-variant', 'plain'),
    );
    // The crest stays; the garden's banner does not.
    expect(container.querySelector('img[src="/images/garden-banner.png"]')).toBeNull();
  });
});
