// Every feature's part of the mock server, one line each (see mocks/mockFeature.ts).
import { chatMessageActionsMock } from './chatMessageActions';
import { accountsMock } from './accounts';
import { membersMock } from './members';
import type { MockFeature } from './mockFeature';
import { postsMock } from './posts';

export const mockFeatures: readonly MockFeature[] = [
  membersMock,
  postsMock,
  accountsMock,
  chatMessageActionsMock,
];
