/**
 * @generated SignedSource<<a90bd566554a7b034ba79811d5b03c78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChatReportAction = "BLOCK_MEMBER" | "DISMISS" | "HIDE_MESSAGE";
export type ChatReportReason = "HARASSMENT" | "HATE" | "IMPERSONATION" | "OTHER" | "SEXUAL" | "SPAM" | "SPOILER";
export type ChatReportStatus = "OPEN" | "RESOLVED";
import { FragmentRefs } from "relay-runtime";
export type ReportQueueItem_report$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly note: string | null | undefined;
  readonly reason: ChatReportReason;
  readonly reportedMessage: {
    readonly channel: {
      readonly id: string;
      readonly isPrivate: boolean;
    };
    readonly id: string;
    readonly isDeleted: boolean;
  } | null | undefined;
  readonly reportedUser: {
    readonly id: string;
  } | null | undefined;
  readonly reporter: {
    readonly displayName: string;
  } | null | undefined;
  readonly resolution: ChatReportAction | null | undefined;
  readonly resolvedAt: string | null | undefined;
  readonly snapshotAuthorName: string;
  readonly snapshotBody: string | null | undefined;
  readonly status: ChatReportStatus;
  readonly " $fragmentType": "ReportQueueItem_report";
};
export type ReportQueueItem_report$key = {
  readonly " $data"?: ReportQueueItem_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportQueueItem_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportQueueItem_report",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "name": "resolution",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snapshotBody",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snapshotAuthorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reportedUser",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatMessage",
      "kind": "LinkedField",
      "name": "reportedMessage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Channel",
          "kind": "LinkedField",
          "name": "channel",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isPrivate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatReport",
  "abstractKey": null
};
})();

(node as any).hash = "d2fe01eed73a0903094ab9106e39865c";

export default node;
