// Every server feature, in one list: adding a feature is its folder server/<feature>/
// plus one line here (docs/adding-a-feature.md).
import { accountsFeature } from './accounts/feature';
import { cardsFeature } from './cards/feature';
import { chatFeature } from './chat/feature';
import { coinsFeature } from './coins/feature';
import { communityFeature } from './community/feature';
import { engagementFeature } from './engagement/feature';
import { homeSectionsFeature } from './homeSections/feature';
import { drawsFeature } from './draws/feature';
import { informationFeature } from './information/feature';
import {
  composeFeatures,
  type FeatureEventsOf,
  type FeatureLoadersOf,
} from './platform/composeFeatures';
import { platformFeature } from './platform/feature';
import { notificationsFeature } from './notifications/feature';
import { pagesFeature } from './pages/feature';
import { oidcFeature } from './oidc/feature';
import { onboardingFeature } from './onboarding/feature';
import { postsFeature } from './posts/feature';
import { questionnairesFeature } from './questionnaires/feature';
import { referralsFeature } from './referrals/feature';
import { storeFeature } from './store/feature';
import { storiesFeature } from './stories/feature';
import { playerFeature } from './player/feature';
import { subscriptionsFeature } from './subscriptions/feature';
import { supporterRankFeature } from './supporterRank/feature';
import { articlesFeature } from './articles/feature';
import { translationFeature } from './translation/feature';

export const serverFeatures = [
  platformFeature,
  communityFeature,
  chatFeature,
  postsFeature,
  accountsFeature,
  drawsFeature,
  coinsFeature,
  storeFeature,
  informationFeature,
  engagementFeature,
  cardsFeature,
  notificationsFeature,
  subscriptionsFeature,
  pagesFeature,
  oidcFeature,
  referralsFeature,
  onboardingFeature,
  supporterRankFeature,
  questionnairesFeature,
  storiesFeature,
  homeSectionsFeature,
  playerFeature,
  translationFeature,
  articlesFeature,
] as const;

export const garden = composeFeatures(serverFeatures);

/** context.loaders: each feature's per-request loaders under the feature's name. */
export type FeatureLoaders = FeatureLoadersOf<typeof serverFeatures>;

/** The pub/sub events of every feature (server/pubsub/gardenPubSub.ts). */
export type GardenEvents = FeatureEventsOf<typeof serverFeatures>;
