// Every feature's part of the mock server, one line each (see mocks/mockFeature.ts).
import { articlesMock } from './articles';
import { chatMessageActionsMock } from './chatMessageActions';
import { chatSafetyMock } from './chatSafety';
import { chatReportsMock } from './chatReports';
import { accountsMock } from './accounts';
import { addressBookMock } from './addressBook';
import { cardsMock } from './cards';
import { drawsMock } from './draws';
import { prizeDrawsMock } from './prizeDraws';
import { coinsMock } from './coins';
import { engagementMock } from './engagement';
import { informationMock } from './information';
import { membersMock } from './members';
import { membersOnlyChannelsMock } from './membersOnlyChannels';
import type { MockFeature } from './mockFeature';
import { notificationsMock } from './notifications';
import { pagesMock } from './pages';
import { paymentMethodsMock } from './paymentMethods';
import { oidcMock } from './oidc';
import { onboardingMock } from './onboarding';
import { postsMock } from './posts';
import { questionnairesMock } from './questionnaires';
import { referralsMock } from './referrals';
import { storeMock } from './store';
import { storiesMock } from './stories';
import { playerMock } from './player';
import { privateChannelsMock } from './privateChannels';
import { subscriptionsMock } from './subscriptions';
import { supporterRankMock } from './supporterRank';
import { homeSectionsMock } from './homeSections';
import { translationMock } from './translation';

export const mockFeatures: readonly MockFeature[] = [
  membersMock,
  postsMock,
  accountsMock,
  chatMessageActionsMock,
  privateChannelsMock,
  chatSafetyMock,
  chatReportsMock,
  membersOnlyChannelsMock,
  drawsMock,
  prizeDrawsMock,
  coinsMock,
  engagementMock,
  storeMock,
  addressBookMock,
  paymentMethodsMock,
  informationMock,
  cardsMock,
  notificationsMock,
  subscriptionsMock,
  pagesMock,
  oidcMock,
  referralsMock,
  onboardingMock,
  supporterRankMock,
  questionnairesMock,
  storiesMock,
  homeSectionsMock,
  playerMock,
  translationMock,
  articlesMock,
];
