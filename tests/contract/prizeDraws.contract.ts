// Prize draws: the garden's draws (one open, one drawn with its seed revealed), a fan's
// (empty) entries, and the typed refusals of entering and of operators' mutations.
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
        revealedServerSeed: null,
        winningNumbers: [],
        viewerEntry: null,
      });
      expect(drawn).toMatchObject({ title: '1周年記念 感謝キャンペーン', status: 'DRAWN' });
      expect(drawn.revealedServerSeed).toEqual(expect.any(String));
      expect(drawn.winningNumbers).toHaveLength(3);
      expect(result.data.viewer).toEqual({
        unseenPrizeDrawResultCount: 0,
        prizeDrawEntries: { edges: [] },
      });
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
