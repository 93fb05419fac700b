import { featureRoutes } from '../../routing/routeDeclaration';

/**
 * The e-mail sign-up steps: the mailed code, the password, the profile. The terms
 * (/onboarding/agree-terms) are the accounts feature's, the invite code
 * (/onboarding/referral-code) the referrals feature's.
 */
export const onboardingRoutes = featureRoutes('onboarding', [
  { path: 'onboarding/confirmation-code', page: 'ConfirmationCodePage' },
  { path: 'onboarding/password', page: 'PasswordPage' },
  {
    path: 'onboarding/profile-setting',
    page: 'ProfileSettingPage',
    namespaces: ['onboarding', 'accounts'],
  },
]);
