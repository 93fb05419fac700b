// Reports: a fan reports a message once (a second report is a typed error), finds it in
// their own list without their name on it, and the moderators' queue refuses fans and
// signed-out visitors; typed errors for ids this garden does not hold.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { firstChannelId, joinAs, post } from './documents';

const REPORT = /* GraphQL */ `
  mutation ContractReportChatMessage($input: ReportChatMessageInput!) {
    reportChatMessage(input: $input) {
      __typename
      ... on ReportPayload {
        report {
          id
          reason
          note
          status
          snapshotBody
          reporter {
            id
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const MINE = /* GraphQL */ `
  query ContractMyReports {
    viewer {
      chatReports(first: 10) {
        edges {
          node {
            id
            status
            snapshotBody
          }
        }
      }
    }
  }
`;

const QUEUE = /* GraphQL */ `
  query ContractChatReportQueue {
    chatReportQueue {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const RESOLVE = /* GraphQL */ `
  mutation ContractResolveChatReport($input: ResolveChatReportInput!) {
    resolveChatReport(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default defineContract('chat reports', [
  {
    name: 'a fan reports a message once and finds it in their own list',
    async run(server) {
      await joinAs(server, 'contract-report-author');
      await joinAs(server, 'contract-reporter');
      const channelId = await firstChannelId(server);
      const posted = await post(server, 'contract-report-author', channelId, '通報されるひとこと');
      const messageId: string = posted.messageEdge.node.id;
      const input = { messageId, reason: 'SPAM', note: 'contract note' };
      const filed = await server.call(
        REPORT,
        { input: { ...input, clientMutationId: 'contract-report-1' } },
        { as: 'contract-reporter', language: 'en' },
      );
      expect(filed.data.reportChatMessage).toMatchObject({
        __typename: 'ReportPayload',
        report: {
          reason: 'SPAM',
          note: 'contract note',
          status: 'OPEN',
          snapshotBody: '通報されるひとこと',
          reporter: null,
        },
      });
      const again = await server.call(
        REPORT,
        { input: { ...input, clientMutationId: 'contract-report-2' } },
        { as: 'contract-reporter', language: 'en' },
      );
      expect(again.data.reportChatMessage).toEqual({
        __typename: 'AlreadyReportedError',
        message: expect.any(String),
      });
      const mine = await server.call(MINE, {}, { as: 'contract-reporter' });
      expect(mine.data.viewer.chatReports.edges).toEqual([
        {
          node: {
            id: filed.data.reportChatMessage.report.id,
            status: 'OPEN',
            snapshotBody: '通報されるひとこと',
          },
        },
      ]);
      const theirs = await server.call(MINE, {}, { as: 'contract-report-author' });
      expect(theirs.data.viewer.chatReports.edges).toEqual([]);
    },
  },
  {
    name: 'refuses signed-out visitors, fans at the queue and ids this garden does not hold',
    async run(server) {
      await joinAs(server, 'contract-report-fan');
      const signedOut = await server.call(REPORT, {
        input: {
          clientMutationId: 'contract-report-anon',
          messageId: server.fixtures.foreignMessageId,
          reason: 'SPAM',
        },
      });
      expect(signedOut.data.reportChatMessage.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const foreign = await server.call(
        REPORT,
        {
          input: {
            clientMutationId: 'contract-report-foreign',
            messageId: server.fixtures.foreignMessageId,
            reason: 'SPAM',
          },
        },
        { as: 'contract-report-fan' },
      );
      expect(foreign.data.reportChatMessage.__typename).toBe('NotFoundError');
      expect((await server.call(QUEUE, {})).data.chatReportQueue.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect(
        (await server.call(QUEUE, {}, { as: 'contract-report-fan' })).data.chatReportQueue,
      ).toEqual({ __typename: 'PermissionDeniedError', message: expect.any(String) });
      const resolved = await server.call(
        RESOLVE,
        {
          input: {
            clientMutationId: 'contract-resolve-fan',
            reportId: 'Q2hhdFJlcG9ydDox',
            action: 'DISMISS',
          },
        },
        { as: 'contract-report-fan' },
      );
      expect(resolved.data.resolveChatReport.__typename).toBe('PermissionDeniedError');
    },
  },
]);
