// Whether the viewer may post: signed in and a member of this garden. Read from the
// Relay store (the app layout's query selects the same fields) or fetched after sign-in.
import { fetchQuery, graphql } from 'react-relay';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import type {
  viewerMembershipQuery,
  viewerMembershipQuery$data,
} from '../../__generated__/viewerMembershipQuery.graphql';

const query = graphql`
  query viewerMembershipQuery {
    viewer {
      isSignedIn
      joinedCommunity {
        __typename
      }
    }
  }
`;

export type ViewerMembership = 'member' | 'signed-in-not-joined' | 'signed-out';

function membershipOf(data: viewerMembershipQuery$data): ViewerMembership {
  if (!data.viewer.isSignedIn) return 'signed-out';
  return data.viewer.joinedCommunity ? 'member' : 'signed-in-not-joined';
}

/** The membership the store already knows, or undefined when it holds no viewer yet. */
export function readViewerMembership(environment: IEnvironment): ViewerMembership | undefined {
  const snapshot = environment.lookup(createOperationDescriptor(getRequest(query), {}).fragment);
  if (snapshot.isMissingData || !snapshot.data) return undefined;
  return membershipOf(snapshot.data as viewerMembershipQuery$data);
}

/** Asks the server (with the current ID token) and updates the store. */
export async function fetchViewerMembership(environment: IEnvironment): Promise<ViewerMembership> {
  const data = await fetchQuery<viewerMembershipQuery>(
    environment,
    query,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!data) throw new Error('viewerMembershipQuery returned no data');
  return membershipOf(data);
}
