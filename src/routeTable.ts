// Every feature's routes, in one list: the app's router is built from it (routes.tsx) and
// `npm run codegen` writes the server's route manifest from it. A new feature adds its line.
import { accessRoutes } from './features/access/accessRoutes';
import { articlesRoutes } from './features/articles/articlesRoutes';
import { accountsRoutes } from './features/accounts/accountsRoutes';
import { cardsRoutes } from './features/cards/cardsRoutes';
import { chatRoutes } from './features/chat/chatRoutes';
import { drawsRoutes } from './features/draws/drawsRoutes';
import { engagementRoutes } from './features/engagement/engagementRoutes';
import { homeRoutes } from './features/home/homeRoutes';
import { informationRoutes } from './features/information/informationRoutes';
import { notificationsRoutes } from './features/notifications/notificationsRoutes';
import { pagesRoutes } from './features/pages/pagesRoutes';
import { oidcRoutes } from './features/oidc/oidcRoutes';
import { onboardingRoutes } from './features/onboarding/onboardingRoutes';
import { postsRoutes } from './features/posts/postsRoutes';
import { questionnairesRoutes } from './features/questionnaires/questionnairesRoutes';
import { referralsRoutes } from './features/referrals/referralsRoutes';
import { settingsRoutes } from './features/settings/settingsRoutes';
import { shellRoutes } from './features/shell/shellRoutes';
import { storeRoutes } from './features/store/storeRoutes';
import { storiesRoutes } from './features/stories/storiesRoutes';
import { playerRoutes } from './features/player/playerRoutes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptionsRoutes';
import { supporterRankRoutes } from './features/supporterRank/supporterRankRoutes';
import type { FeatureRoutes } from './routing/routeDeclaration';

export const routeTable: readonly FeatureRoutes[] = [
  homeRoutes,
  chatRoutes,
  postsRoutes,
  accountsRoutes,
  engagementRoutes,
  storeRoutes,
  subscriptionsRoutes,
  drawsRoutes,
  cardsRoutes,
  informationRoutes,
  settingsRoutes,
  notificationsRoutes,
  pagesRoutes,
  oidcRoutes,
  referralsRoutes,
  onboardingRoutes,
  supporterRankRoutes,
  questionnairesRoutes,
  storiesRoutes,
  playerRoutes,
  articlesRoutes,
  accessRoutes,
  shellRoutes,
];
