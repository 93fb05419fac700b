import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { MembersOnlyChannelPanelTestQuery } from '../../../__generated__/MembersOnlyChannelPanelTestQuery.graphql';
import { MembersOnlyChannelPanel } from './MembersOnlyChannelPanel';

function PanelUnderTest() {
  const data = useLazyLoadQuery<MembersOnlyChannelPanelTestQuery>(
    graphql`
      query MembersOnlyChannelPanelTestQuery @relay_test_operation {
        node(id: "channel") {
          ...MembersOnlyChannelPanel_channel @alias(as: "channel")
        }
      }
    `,
    {},
  );
  return data.node?.channel ? <MembersOnlyChannelPanel channel={data.node.channel} /> : null;
}

async function renderPanel(locale: 'ja' | 'en', name: string) {
  const rendered = renderWithRelay(<PanelUnderTest />, { locale });
  await rendered.resolveMostRecentOperation({ Channel: () => ({ id: 'Q2hhbm5lbDo1', name }) });
  return rendered;
}

describe('MembersOnlyChannelPanel', () => {
  it('tells a fan without the membership what the channel is, and links to the plans', async () => {
    await renderPanel('ja', '庭師の会ラウンジ');
    expect(
      await screen.findByRole('heading', {
        name: '「庭師の会ラウンジ」はメンバー限定のチャンネルです',
      }),
    ).toBeVisible();
    expect(screen.getByText(/メンバーシップに加入している方だけが/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'メンバーシップのプランを見る' })).toHaveAttribute(
      'href',
      '/store/membership',
    );
  });

  it('speaks English', async () => {
    await renderPanel('en', 'Gardeners’ Lounge');
    expect(
      await screen.findByRole('heading', { name: '“Gardeners’ Lounge” is for members' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the membership plans' })).toHaveAttribute(
      'href',
      '/store/membership',
    );
  });
});
