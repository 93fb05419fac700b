import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureFlagProvider, useFeatureFlag } from './FeatureFlagProvider';

function Flags() {
  const stampRally = useFeatureFlag('stamp-rally', false);
  const banner = useFeatureFlag('banner-variant', 'plain');
  const limit = useFeatureFlag('chat-page-size', 30);
  const missing = useFeatureFlag('not-configured', true);
  return <p>{`${String(stampRally)} ${banner} ${limit} ${String(missing)}`}</p>;
}

describe('feature flags', () => {
  it('reads the bootstrap flags through the OpenFeature client, defaults for the rest', async () => {
    render(
      <FeatureFlagProvider
        flags={{ 'stamp-rally': true, 'banner-variant': 'garden', 'chat-page-size': 50 }}
      >
        <Flags />
      </FeatureFlagProvider>,
    );
    // Defaults first, while the SDK loads.
    expect(screen.getByText('false plain 30 true')).toBeInTheDocument();
    expect(await screen.findByText('true garden 50 true')).toBeInTheDocument();
  });

  it('gives the default outside the provider', () => {
    render(<Flags />);
    expect(screen.getByText('false plain 30 true')).toBeInTheDocument();
  });
});
