import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddPrivateChannelMemberMutation as AddMemberMutation } from '../../__generated__/useAddPrivateChannelMemberMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Asks one more fan into a private channel; a refusal (the cap) comes back as text. */
export function useAddPrivateChannelMemberMutation(): [
  (
    channelId: string,
    userId: string,
    callbacks: { onDone(): void; onRejected(message: string): void },
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AddMemberMutation>(addMemberMutation);
  const add = useCallback(
    (
      channelId: string,
      userId: string,
      { onDone, onRejected }: { onDone(): void; onRejected(message: string): void },
    ) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), channelId, userId } },
        onCompleted: ({ addPrivateChannelMember: result }) => {
          if (result.__typename === 'AddPrivateChannelMemberPayload') onDone();
          else if (typeof result.message === 'string') onRejected(result.message);
        },
        onError: (error) => onRejected(error.message),
      });
    },
    [commit],
  );
  return [add, isInFlight];
}

const addMemberMutation = graphql`
  mutation useAddPrivateChannelMemberMutation($input: AddPrivateChannelMemberInput!) {
    addPrivateChannelMember(input: $input) {
      __typename
      ... on AddPrivateChannelMemberPayload {
        channel {
          id
          name
          ...PrivateChannelHeader_channel
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
