/**
 * @generated SignedSource<<5a7d365402916a152ebc8fe3043021cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddressBook_viewer$data = {
  readonly deliveryAddresses: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly address: {
          readonly " $fragmentSpreads": FragmentRefs<"DeliveryAddressForm_address" | "ShippingAddressText_address">;
        };
        readonly id: string;
        readonly isDefault: boolean;
      };
    }>;
  };
  readonly " $fragmentType": "AddressBook_viewer";
};
export type AddressBook_viewer$key = {
  readonly " $data"?: AddressBook_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer">;
};

import AddressBookPaginationQuery_graphql from './AddressBookPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "deliveryAddresses"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": AddressBookPaginationQuery_graphql
    }
  },
  "name": "AddressBook_viewer",
  "selections": [
    {
      "alias": "deliveryAddresses",
      "args": null,
      "concreteType": "DeliveryAddressConnection",
      "kind": "LinkedField",
      "name": "__AddressBook_deliveryAddresses_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliveryAddressEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DeliveryAddress",
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
                  "name": "isDefault",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ShippingAddress",
                  "kind": "LinkedField",
                  "name": "address",
                  "plural": false,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ShippingAddressText_address"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "DeliveryAddressForm_address"
                    }
                  ],
                  "storageKey": null
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
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "f437bb3f7ac40919cdde900d2ab3f594";

export default node;
