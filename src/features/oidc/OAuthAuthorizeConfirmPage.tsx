import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { OAuthAuthorizeConfirmPageQuery } from '../../__generated__/OAuthAuthorizeConfirmPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { OAuthConsentCard } from './components/OAuthConsentCard';
import { OAuthExpiredNotice } from './components/OAuthExpiredNotice';
import { oauthAuthorizePath } from './oidcRoutes';

/**
 * /oauth/authorize-confirm?uid=…: the consent screen. The fan sees which app asks and what
 * it would learn, and allows or declines; either way the browser goes back to the app.
 */
export function OAuthAuthorizeConfirmPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = usePreloadedQuery<OAuthAuthorizeConfirmPageQuery>(
    oauthAuthorizeConfirmPageQuery,
    usePageQueryRef<OAuthAuthorizeConfirmPageQuery>(),
  );
  usePageMetadata(intl.formatMessage({ id: 'oidc.consent.pageTitle' }));
  const authorization = data.oauthAuthorization;
  const viewer = data.viewer.user;
  // Signed out meanwhile (or opened directly): the first page asks to sign in.
  useEffect(() => {
    if (authorization && !viewer)
      navigate(oauthAuthorizePath(authorization.uid), { replace: true });
  }, [authorization, viewer, navigate]);

  if (!authorization) return <OAuthExpiredNotice />;
  if (!viewer) return null;
  return (
    <Container size="xs" py="xl" px="md">
      <OAuthConsentCard authorization={authorization} viewer={viewer} />
    </Container>
  );
}

const oauthAuthorizeConfirmPageQuery = graphql`
  query OAuthAuthorizeConfirmPageQuery($uid: String!) {
    oauthAuthorization(uid: $uid) {
      uid
      ...OAuthConsentCard_authorization
    }
    viewer {
      user {
        ...OAuthConsentCard_viewer
      }
    }
  }
`;
