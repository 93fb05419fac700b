/**
 * @generated SignedSource<<59dfc6fd9fd467de04fab5fbcedfb68c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WelcomeCardTestQuery$variables = Record<PropertyKey, never>;
export type WelcomeCardTestQuery$data = {
  readonly community: {
    readonly " $fragmentSpreads": FragmentRefs<"WelcomeCard_community">;
  };
};
export type WelcomeCardTestQuery = {
  response: WelcomeCardTestQuery$data;
  variables: WelcomeCardTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WelcomeCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WelcomeCard_community"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WelcomeCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bannerUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "memberCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f171b18e25d832351a0b0270f7e43412",
    "id": null,
    "metadata": {},
    "name": "WelcomeCardTestQuery",
    "operationKind": "query",
    "text": "query WelcomeCardTestQuery {\n  community {\n    ...WelcomeCard_community\n    id\n  }\n}\n\nfragment WelcomeCard_community on Community {\n  name\n  description\n  bannerUrl\n  memberCount\n}\n"
  }
};

(node as any).hash = "58269e9599d876366c24b36cca27271a";

export default node;
