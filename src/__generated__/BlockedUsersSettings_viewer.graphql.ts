/**
 * @generated SignedSource<<5256d71ce223c436e0a6ef2332a80a1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlockedUsersSettings_viewer$data = {
  readonly blockedUsers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly viewerHasBlocked: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"SafetyUserRow_user">;
      };
    }>;
  };
  readonly " $fragmentType": "BlockedUsersSettings_viewer";
};
export type BlockedUsersSettings_viewer$key = {
  readonly " $data"?: BlockedUsersSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlockedUsersSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlockedUsersSettings_viewer",
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
      "name": "blockedUsers",
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
                  "name": "viewerHasBlocked",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "blockedUsers(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5049508aaea020d40f4adf5aa0d464a2";

export default node;
