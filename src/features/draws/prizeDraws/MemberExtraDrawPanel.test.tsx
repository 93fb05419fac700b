import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { MemberExtraDrawPanelTestQuery } from '../../../__generated__/MemberExtraDrawPanelTestQuery.graphql';
import { MemberExtraDrawPanel } from './MemberExtraDrawPanel';

function PanelUnderTest() {
  const data = useLazyLoadQuery<MemberExtraDrawPanelTestQuery>(
    graphql`
      query MemberExtraDrawPanelTestQuery @relay_test_operation {
        node(id: "prize-draw") {
          ...MemberExtraDrawPanel_prizeDraw @alias(as: "prizeDraw")
        }
      }
    `,
    {},
  );
  return data.node?.prizeDraw ? <MemberExtraDrawPanel prizeDraw={data.node.prizeDraw} /> : null;
}

const DRAW_ID = 'UHJpemVEcmF3OjE=';

async function renderPanel(
  locale: 'ja' | 'en',
  extra: Record<string, unknown> | null,
  status = 'OPEN',
) {
  const rendered = renderWithRelay(<PanelUnderTest />, { locale });
  await rendered.resolveMostRecentOperation({
    PrizeDraw: () => ({ id: DRAW_ID, status, viewerMemberExtraDraw: extra }),
    ...(extra && { PrizeDrawMemberExtraDraw: () => extra }),
  });
  return rendered;
}

const member = { hasPerk: true, entriesLeft: 1, entriesUsed: 0, entry: null };
const stranger = { hasPerk: false, entriesLeft: 0, entriesUsed: 0, entry: null };

describe('MemberExtraDrawPanel', () => {
  it('offers a member the extra entry, takes it, and then shows its number', async () => {
    const { environment, user } = await renderPanel('ja', member);
    const panel = await screen.findByTestId('member-extra-draw');
    expect(within(panel).getByText('メンバー特典：この抽選に追加で1回応募できます')).toBeVisible();
    expect(within(panel).getByText(/メンバー特典の追加応募が残り1回あります/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'メンバー特典で追加応募する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useEnterPrizeDrawAsMemberMutation');
    expect(operation.request.variables.input).toMatchObject({ prizeDrawId: DRAW_ID });
    expect(operation.request.variables.input.clientMutationId).toEqual(expect.any(String));
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        EnterPrizeDrawAsMemberResult: () => ({ __typename: 'EnterPrizeDrawPayload' }),
        PrizeDraw: () => ({ id: DRAW_ID, status: 'OPEN' }),
        PrizeDrawMemberExtraDraw: () => ({ hasPerk: true, entriesLeft: 0, entriesUsed: 1 }),
        PrizeDrawEntry: () => ({ id: 'UHJpemVEcmF3RW50cnk6Nw==', number: 7, result: 'PENDING' }),
      }),
    );
    expect(await screen.findByText('メンバー特典で追加応募済みです（応募番号 7）')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'メンバー特典で追加応募する' })).toBeNull();
    expect(screen.getByRole('link', { name: '応募内容を見る' })).toHaveAttribute(
      'href',
      '/prize-draws/entry-histories/UHJpemVEcmF3RW50cnk6Nw%3D%3D',
    );
  });

  it('shows the server’s refusal when the membership lapsed in the meantime', async () => {
    const { environment, user } = await renderPanel('en', member);
    await user.click(await screen.findByRole('button', { name: 'Use my members’ extra entry' }));
    const operation = environment.mock.getMostRecentOperation();
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Mutation: () => ({
          enterPrizeDrawAsMember: {
            __typename: 'MembershipRequiredError',
            message: 'Extra draws are a members’ perk. Join the membership to use them.',
          },
        }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Extra draws are a members’ perk. Join the membership to use them.',
    );
  });

  it('tells a fan without the membership what it would give, and links to the plans', async () => {
    await renderPanel('ja', stranger);
    const panel = await screen.findByTestId('member-extra-draw');
    expect(
      within(panel).getByText(
        'メンバーシップに加入すると、この抽選にもう1回無料でご応募いただけます。',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /追加応募する/ })).toBeNull();
    expect(
      within(panel).getByRole('link', { name: 'メンバーシップのプランを見る' }),
    ).toHaveAttribute('href', '/store/membership');
  });

  it('speaks English to a fan without the membership', async () => {
    await renderPanel('en', stranger);
    expect(await screen.findByText('Members get one more free entry in this draw.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the membership plans' })).toHaveAttribute(
      'href',
      '/store/membership',
    );
  });

  it('offers no button once entries have closed', async () => {
    await renderPanel('ja', member, 'CLOSED');
    expect(await screen.findByText('応募受付は終了しました。')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing when the draw does not offer it', async () => {
    await renderPanel('ja', null);
    expect(screen.queryByTestId('member-extra-draw')).toBeNull();
  });
});
