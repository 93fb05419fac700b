import { Button, Container, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { OAuthAuthorizePageQuery } from '../../__generated__/OAuthAuthorizePageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useAuthState } from '../../state/auth';
import { useLoginModal } from '../../state/loginModal';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { OAuthExpiredNotice } from './components/OAuthExpiredNotice';
import { oauthAuthorizePath, oauthConfirmPath } from './oidcRoutes';

/**
 * /oauth/authorize?uid=…: where a partner app's sign-in lands. A fan of the garden goes on
 * to the consent screen; anyone else is asked to sign in (the login modal opens and comes
 * back here).
 */
export function OAuthAuthorizePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { status } = useAuthState();
  const { open } = useLoginModal();
  const data = usePreloadedQuery<OAuthAuthorizePageQuery>(
    oauthAuthorizePageQuery,
    usePageQueryRef<OAuthAuthorizePageQuery>(),
  );
  usePageMetadata(intl.formatMessage({ id: 'oidc.signIn.title' }));
  const authorization = data.oauthAuthorization;
  const member = data.viewer.user != null;
  const signIn = () => {
    if (!authorization) return;
    // Sign-up first, as everywhere in the garden; the form switches to sign-in.
    open({ step: 'signup', redirectPath: oauthAuthorizePath(authorization.uid) });
  };
  useEffect(() => {
    if (authorization && member) navigate(oauthConfirmPath(authorization.uid), { replace: true });
  }, [authorization, member, navigate]);
  // Not a fan of the garden yet: the login modal opens by itself (the button reopens it).
  const authKnown = status !== 'pendding';
  const needsSignIn = authorization != null && !member && authKnown;
  useEffect(() => {
    if (needsSignIn) signIn();
    // Once per arrival on the page, not on every render of signIn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsSignIn]);

  if (!authorization) return <OAuthExpiredNotice />;
  return (
    <Container size="xs" py="xl">
      <Paper radius="lg" shadow="sm" p="lg">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="oidc.signIn.title" />}
          description={
            <FormattedMessage
              id="oidc.signIn.description"
              values={{ client: authorization.clientName }}
            />
          }
          action={
            !member && (
              <Button h={44} onClick={signIn} disabled={status === 'pendding'}>
                <FormattedMessage id="oidc.signIn.action" />
              </Button>
            )
          }
        />
      </Paper>
    </Container>
  );
}

const oauthAuthorizePageQuery = graphql`
  query OAuthAuthorizePageQuery($uid: String!) {
    oauthAuthorization(uid: $uid) {
      uid
      clientName
    }
    viewer {
      user {
        __typename
      }
    }
  }
`;
