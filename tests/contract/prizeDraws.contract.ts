// Prize draws: the garden's draws (one open offering the members' extra draw, one drawn with
// its seed revealed), a fan's (empty) entries, and the typed refusals of entering (the
// members' extra draw included) and of operators' mutations.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const DRAWS = /* GraphQL */ `
  query ContractPrizeDraws {
    prizeDraws(first: 10) {
      edges {
        node {
          id
          title
          status
          freeEntry
          offersMemberExtraDraw
          viewerMemberExtraDraw {
            hasPerk
            entriesLeft
            entriesUsed
            entry {
              id
            }
          }
          seedCommitment
          revealedServerSeed
          winningNumbers
          viewerEntry {
            id
          }
          prizes {
            name
            kind
            valueYen
            winnerCount
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
    viewer {
      unseenPrizeDrawResultCount
      prizeDrawEntries(first: 10) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const ENTER = /* GraphQL */ `
  mutation ContractEnterPrizeDraw($input: EnterPrizeDrawInput!) {
    enterPrizeDraw(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const ENTER_AS_MEMBER = /* GraphQL */ `
  mutation ContractEnterPrizeDrawAsMember($input: EnterPrizeDrawAsMemberInput!) {
    enterPrizeDrawAsMember(input: $input) {
      __typename
      ... on PrizeDrawError {
        prizeDrawReason
      }
      ... on MembershipRequiredError {
        perk
      }
      ... on Error {
        message
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation ContractCreatePrizeDraw($input: CreatePrizeDrawInput!) {
    createPrizeDraw(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface Draw {
  id: string;
  title: string;
  status: string;
  revealedServerSeed: string | null;
  winningNumbers: number[];
}

export default defineContract('prizeDraws', [
  {
    name: 'lists the open and the drawn prize draws, the seed revealed only once drawn',
    async run(server) {
      const result = await server.call(DRAWS);
      expect(result.errors).toBeUndefined();
      const draws: Draw[] = result.data.prizeDraws.edges.map((edge: { node: Draw }) => edge.node);
      const [open, drawn] = draws;
      expect(open).toMatchObject({
        title: '生誕祭記念 プレゼントキャンペーン',
        status: 'OPEN',
        freeEntry: true,
        offersMemberExtraDraw: true,
        viewerMemberExtraDraw: { hasPerk: false, entriesLeft: 0, entriesUsed: 0, entry: null },
        revealedServerSeed: null,
        winningNumbers: [],
        viewerEntry: null,
      });
      expect(drawn).toMatchObject({
        title: '1周年記念 感謝キャンペーン',
        status: 'DRAWN',
        offersMemberExtraDraw: false,
        viewerMemberExtraDraw: null,
      });
      expect(drawn.revealedServerSeed).toEqual(expect.any(String));
      expect(drawn.winningNumbers).toHaveLength(3);
      expect(result.data.viewer).toEqual({
        unseenPrizeDrawResultCount: 0,
        prizeDrawEntries: { edges: [] },
      });
    },
  },
  {
    name: 'refuses the members’ extra draw to a visitor, a fan without the perk, a closed or unknown draw',
    async run(server) {
      const listed = await server.call(DRAWS);
      const [open, drawn] = listed.data.prizeDraws.edges.map(
        (edge: { node: Draw }) => edge.node.id,
      );
      const input = (prizeDrawId: string, clientMutationId: string) => ({
        input: { clientMutationId, prizeDrawId },
      });
      const visitor = await server.call(ENTER_AS_MEMBER, input(open, 'member-visitor'));
      expect(visitor.data.enterPrizeDrawAsMember.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      await joinAs(server, 'prize-draws-contract-stranger');
      const as = { as: 'prize-draws-contract-stranger', language: 'en' as const };
      const stranger = await server.call(ENTER_AS_MEMBER, input(open, 'member-stranger'), as);
      expect(stranger.data.enterPrizeDrawAsMember).toEqual({
        __typename: 'MembershipRequiredError',
        perk: 'EXTRA_DRAWS',
        message: 'Extra draws are a members’ perk. Join the membership to use them.',
      });
      const closed = await server.call(ENTER_AS_MEMBER, input(drawn, 'member-closed'), as);
      expect(closed.data.enterPrizeDrawAsMember).toMatchObject({
        __typename: 'PrizeDrawError',
        prizeDrawReason: 'CLOSED',
      });
      const unknownId = Buffer.from('PrizeDraw:987654').toString('base64');
      const unknown = await server.call(ENTER_AS_MEMBER, input(unknownId, 'member-unknown'), as);
      expect(unknown.data.enterPrizeDrawAsMember.__typename).toBe('NotFoundError');
    },
  },
  {
    name: 'refuses a visitor’s entry, an unknown draw, and a fan creating or editing a draw',
    async run(server) {
      const input = (prizeDrawId: string, clientMutationId: string) => ({
        input: { clientMutationId, prizeDrawId, route: 'FREE' },
      });
      const unknownId = Buffer.from('PrizeDraw:987654').toString('base64');
      const visitor = await server.call(ENTER, input(unknownId, 'enter-visitor'));
      expect(visitor.data.enterPrizeDraw.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      await joinAs(server, 'prize-draws-contract-fan');
      const as = { as: 'prize-draws-contract-fan' };
      const unknown = await server.call(ENTER, input(unknownId, 'enter-unknown'), as);
      expect(unknown.data.enterPrizeDraw.__typename).toBe('NotFoundError');
      const created = await server.call(
        CREATE,
        {
          input: {
            clientMutationId: 'create-as-fan',
            titleJa: '抽選',
            titleEn: 'Draw',
            descriptionJa: '説明',
            descriptionEn: 'About',
            imageUrl: '/images/draws/rose-night-machine.svg',
            opensAt: new Date().toISOString(),
            closesAt: new Date(Date.now() + 3_600_000).toISOString(),
            freeEntry: true,
            prizes: [],
          },
        },
        as,
      );
      expect(created.data.createPrizeDraw.__typename).toBe('PermissionDeniedError');
      const update = `mutation ContractUpdatePrizeDraw($input: UpdatePrizeDrawInput!) {
        updatePrizeDraw(input: $input) { __typename } }`;
      const edit = (clientMutationId: string) => ({
        input: {
          clientMutationId,
          prizeDrawId: unknownId,
          titleJa: '抽選',
          titleEn: 'Draw',
          descriptionJa: '説明',
          descriptionEn: 'About',
          imageUrl: '/images/draws/rose-night-machine.svg',
          opensAt: new Date().toISOString(),
          closesAt: new Date(Date.now() + 3_600_000).toISOString(),
          freeEntry: true,
          prizes: [],
        },
      });
      expect((await server.call(update, edit('edit-as-fan'), as)).data.updatePrizeDraw).toEqual({
        __typename: 'PermissionDeniedError',
      });
      expect((await server.call(update, edit('edit-as-visitor'))).data.updatePrizeDraw).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
      });
    },
  },
]);
