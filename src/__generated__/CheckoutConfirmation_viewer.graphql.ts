/**
 * @generated SignedSource<<e520ca921488d1a721ace5c2768e27d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SavedPaymentMethodStatus = "ACTIVE" | "REQUIRES_ACTION";
import { FragmentRefs } from "relay-runtime";
export type CheckoutConfirmation_viewer$data = {
  readonly savedPaymentMethods: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isDefault: boolean;
        readonly status: SavedPaymentMethodStatus;
        readonly " $fragmentSpreads": FragmentRefs<"SavedCardSummary_card">;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer">;
  readonly " $fragmentType": "CheckoutConfirmation_viewer";
};
export type CheckoutConfirmation_viewer$key = {
  readonly " $data"?: CheckoutConfirmation_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutConfirmation_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "addressCount"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cardCount"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "cardCount",
        "cursor": null,
        "direction": "forward",
        "path": [
          "savedPaymentMethods"
        ]
      }
    ]
  },
  "name": "CheckoutConfirmation_viewer",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "count",
          "variableName": "addressCount"
        }
      ],
      "kind": "FragmentSpread",
      "name": "AddressBook_viewer"
    },
    {
      "alias": "savedPaymentMethods",
      "args": null,
      "concreteType": "SavedPaymentMethodConnection",
      "kind": "LinkedField",
      "name": "__CheckoutConfirmation_savedPaymentMethods_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SavedPaymentMethodEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SavedPaymentMethod",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isDefault",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SavedCardSummary_card"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1da8f30c3d1f80efa4508d8bd5865c02";

export default node;
