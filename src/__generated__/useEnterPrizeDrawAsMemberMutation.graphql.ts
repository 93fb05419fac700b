/**
 * @generated SignedSource<<1cc5f97fd4bf6e1e5d2f9d2e1529739d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EnterPrizeDrawAsMemberInput = {
  clientMutationId: string;
  prizeDrawId: string;
};
export type useEnterPrizeDrawAsMemberMutation$variables = {
  input: EnterPrizeDrawAsMemberInput;
};
export type useEnterPrizeDrawAsMemberMutation$data = {
  readonly enterPrizeDrawAsMember: {
    readonly __typename: string;
    readonly message?: string;
    readonly prizeDraw?: {
      readonly entryCount: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MemberExtraDrawPanel_prizeDraw">;
    };
  };
};
export type useEnterPrizeDrawAsMemberMutation = {
  response: useEnterPrizeDrawAsMemberMutation$data;
  variables: useEnterPrizeDrawAsMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entryCount",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEnterPrizeDrawAsMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "enterPrizeDrawAsMember",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDraw",
                "kind": "LinkedField",
                "name": "prizeDraw",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MemberExtraDrawPanel_prizeDraw"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "EnterPrizeDrawPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEnterPrizeDrawAsMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "enterPrizeDrawAsMember",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PrizeDraw",
                "kind": "LinkedField",
                "name": "prizeDraw",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "concreteType": "PrizeDrawMemberExtraDraw",
                    "kind": "LinkedField",
                    "name": "viewerMemberExtraDraw",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasPerk",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "entriesLeft",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PrizeDrawEntry",
                        "kind": "LinkedField",
                        "name": "entry",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "result",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "EnterPrizeDrawPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "abfa73f7923d6db6d2537024899c512f",
    "id": null,
    "metadata": {},
    "name": "useEnterPrizeDrawAsMemberMutation",
    "operationKind": "mutation",
    "text": "mutation useEnterPrizeDrawAsMemberMutation(\n  $input: EnterPrizeDrawAsMemberInput!\n) {\n  enterPrizeDrawAsMember(input: $input) {\n    __typename\n    ... on EnterPrizeDrawPayload {\n      prizeDraw {\n        id\n        entryCount\n        ...MemberExtraDrawPanel_prizeDraw\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment MemberExtraDrawPanel_prizeDraw on PrizeDraw {\n  id\n  status\n  viewerMemberExtraDraw {\n    hasPerk\n    entriesLeft\n    entry {\n      id\n      number\n      result\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "189daa3cf5eb00431c1a2dcafb1b3bbc";

export default node;
