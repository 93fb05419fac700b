// The security headers of every HTML response. The Content-Security-Policy allows scripts
// only from this origin and inline scripts that carry this response's nonce (one per
// request: createNonce), plus the third parties the deployment configures (Firebase or
// its emulator with Google's sign-in scripts, Sentry, analytics, the consent banner), and
// no framing of the app itself.
import { randomBytes } from 'node:crypto';
import type { InjectedAppConfig } from './appConfigScript';

/** A fresh nonce for one response (128 random bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const GOOGLE_ANALYTICS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

// Popup sign-in (Google): the Firebase SDK loads Google's iframe library (gapi) into the
// page, with the emulator as with a real project.
const GOOGLE_API_LOADER = 'https://apis.google.com';
// Phone sign-in on a real project: the invisible reCAPTCHA's script and frames (the
// emulator needs none: it accepts any verification).
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** What Stripe.js needs (Stripe's CSP guide): its script, its API and its card frames. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** The third-party origins the configured integrations need, per directive. */
function integrationOrigins(config: InjectedAppConfig) {
  const analytics = config.gaMeasurementId || config.gtmContainerId ? GOOGLE_ANALYTICS : [];
  const consent = originOf(config.cookieConsentScriptUrl);
  const emulator = originOf(config.authEmulatorUrl);
  const firebase = emulator
    ? [emulator]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  // Reports go through the same-origin tunnel when it is configured; straight to the
  // DSN's ingest otherwise.
  const sentry = config.sentryDsn && !config.sentryTunnel ? originOf(config.sentryDsn) : undefined;
  const authFrames = emulator
    ? [emulator]
    : [
        ...(config.firebase.authDomain ? [`https://${config.firebase.authDomain}`] : []),
        ...RECAPTCHA_FRAMES,
      ];
  // Stripe.js (cards are typed into its frames) when the server pays through Stripe.
  const stripe = config.stripePublishableKey ? STRIPE : { script: [], connect: [], frame: [] };
  return {
    script: [
      GOOGLE_API_LOADER,
      ...(emulator ? [] : RECAPTCHA_SCRIPTS),
      ...analytics,
      ...(consent ? [consent] : []),
      ...stripe.script,
    ],
    connect: [
      ...firebase,
      ...analytics,
      ...(sentry ? [sentry] : []),
      ...(consent ? [consent] : []),
      ...stripe.connect,
    ],
    // The sign-in service's own frame: the emulator's, or the project's auth domain.
    frame: [...authFrames, ...stripe.frame],
  };
}

export function contentSecurityPolicy(nonce: string, config: InjectedAppConfig): string {
  const origins = integrationOrigins(config);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...origins.script],
    // Inline style attributes (the first-view skeleton) and the style elements the UI
    // library adds at run time: styles cannot run code, so they stay allowed.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    // Videos: the garden's own files, hls.js's MediaSource (blob:), and https sources.
    ['media-src', "'self'", 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...origins.connect],
    ['frame-src', ...(origins.frame.length > 0 ? origins.frame : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers for an HTML response; HSTS only when the page was served over https. */
export function securityHeaders(options: {
  nonce: string;
  appConfig: InjectedAppConfig;
  https: boolean;
}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options.nonce, options.appConfig),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
  };
}
