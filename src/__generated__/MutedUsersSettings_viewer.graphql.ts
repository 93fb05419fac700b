/**
 * @generated SignedSource<<e746f0acd8c6e87738bda02d893da62c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MutedUsersSettings_viewer$data = {
  readonly mutedUsers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly viewerHasMuted: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"SafetyUserRow_user">;
      };
    }>;
  };
  readonly " $fragmentType": "MutedUsersSettings_viewer";
};
export type MutedUsersSettings_viewer$key = {
  readonly " $data"?: MutedUsersSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MutedUsersSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MutedUsersSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "mutedUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SafetyUserRow_user"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerHasMuted",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "mutedUsers(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "51cb58a4ed55970aa31540f6f7676f4b";

export default node;
