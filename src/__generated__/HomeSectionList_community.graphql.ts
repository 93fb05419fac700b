/**
 * @generated SignedSource<<1ee911cf0556a06577c8f4dc65869e51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSectionList_community$data = {
  readonly homeSections: ReadonlyArray<{
    readonly banner: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeBannerSection_section">;
    } | null | undefined;
    readonly casualGame: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeCasualGameSection_section">;
    } | null | undefined;
    readonly eventCarousel: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeEventCarouselSection_section">;
    } | null | undefined;
    readonly id: string;
    readonly navigation: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeNavigationSection_section">;
    } | null | undefined;
    readonly posts: {
      readonly " $fragmentSpreads": FragmentRefs<"HomePostSection_section">;
    } | null | undefined;
    readonly topic: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeTopicSection_section">;
    } | null | undefined;
    readonly userInformation: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeUserInformationSection_section">;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "HomeSectionList_community";
};
export type HomeSectionList_community$key = {
  readonly " $data"?: HomeSectionList_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSectionList_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSectionList_community",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "homeSections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeBannerSection_section"
              }
            ],
            "type": "HomeBannerSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "banner"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeCasualGameSection_section"
              }
            ],
            "type": "HomeCasualGameSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "casualGame"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeEventCarouselSection_section"
              }
            ],
            "type": "HomeEventCarouselSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "eventCarousel"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeNavigationSection_section"
              }
            ],
            "type": "HomeNavigationSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "navigation"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomePostSection_section"
              }
            ],
            "type": "HomePostSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "posts"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeTopicSection_section"
              }
            ],
            "type": "HomeTopicSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "topic"
        },
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeUserInformationSection_section"
              }
            ],
            "type": "HomeUserInformationSection",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "userInformation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "50def2e4758bcc0829efd67386c5c870";

export default node;
