/**
 * @generated SignedSource<<ff6251bde6224e9bf3938db1dc318d1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrivateChannelsLiveTestQuery$variables = Record<PropertyKey, never>;
export type PrivateChannelsLiveTestQuery$data = {
  readonly viewer: {
    readonly unreadPrivateChannelCount: number;
  };
};
export type PrivateChannelsLiveTestQuery = {
  response: PrivateChannelsLiveTestQuery$data;
  variables: PrivateChannelsLiveTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadPrivateChannelCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivateChannelsLiveTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PrivateChannelsLiveTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dcdcd1ff730ccb6c6f5e80fdcbb25ed7",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.unreadPrivateChannelCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "PrivateChannelsLiveTestQuery",
    "operationKind": "query",
    "text": "query PrivateChannelsLiveTestQuery {\n  viewer {\n    unreadPrivateChannelCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "fef3a09891db1837ec4dca8d9a891472";

export default node;
