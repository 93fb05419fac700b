import type { RouteObject } from 'react-router-dom';

/** Entry and access pages inside the shell: the welcome page and the privacy choices. */
export function accessShellRoutes(): RouteObject[] {
  return [
    {
      path: 'welcome',
      lazy: async () => ({ Component: (await import('./WelcomePage')).WelcomePage }),
    },
    {
      path: 'privacy-choices',
      lazy: async () => ({ Component: (await import('./PrivacyChoicesPage')).PrivacyChoicesPage }),
    },
  ];
}

/** Pages without the shell (spec §2): blocked account, blocked IP range, Firebase email actions. */
export function accessBareRoutes(): RouteObject[] {
  return [
    {
      path: 'blocked',
      lazy: async () => ({ Component: (await import('./BlockedPage')).BlockedPage }),
    },
    {
      path: 'ip-blocked',
      lazy: async () => ({ Component: (await import('./IpBlockedPage')).IpBlockedPage }),
    },
    {
      path: 'auth/handler',
      lazy: async () => ({ Component: (await import('./AuthActionPage')).AuthActionPage }),
    },
  ];
}
