import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { authErrorMessageId } from '../auth/authErrorMessageId';
import { signInWithPartnerToken } from '../auth/firebaseAuth';
import { useContinueAfterSignIn } from '../auth/useContinueAfterSignIn';
import { EmptyState } from '../shell/EmptyState';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { useRedeemPartnerSignInLinkMutation } from './useRedeemPartnerSignInLinkMutation';

type Stage = { kind: 'signing-in'; partnerName?: string } | { kind: 'refused'; message: string };

/**
 * /partner-sign-in?token=…: where a partner app's one-time link lands. Uses the link, signs
 * in with the custom token it gives, and goes on as after any sign-in: a new fan joins the
 * garden (the login modal's join step), a member goes to the home page.
 */
export function PartnerSignInPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const redeem = useRedeemPartnerSignInLinkMutation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [stage, setStage] = useState<Stage>({ kind: 'signing-in' });
  const started = useRef(false);
  usePageMetadata(intl.formatMessage({ id: 'oidc.partner.pageTitle' }));

  useEffect(() => {
    // Once: a link works once (React's development double effects included).
    if (started.current) return;
    started.current = true;
    const token = params.get('token')?.trim();
    const refuse = (message: string) => setStage({ kind: 'refused', message });
    if (!token) return refuse(intl.formatMessage({ id: 'oidc.partner.missingToken' }));
    void (async () => {
      try {
        const outcome = await redeem(token);
        if (outcome.kind === 'refused') return refuse(outcome.message);
        setStage({ kind: 'signing-in', partnerName: outcome.partnerName });
        try {
          await signInWithPartnerToken(outcome.customToken);
        } catch (error) {
          return refuse(intl.formatMessage({ id: authErrorMessageId(error) }));
        }
        await continueAfterSignIn('/');
      } catch {
        refuse(intl.formatMessage({ id: 'oidc.partner.failed' }));
      }
    })();
    // Runs once per page load; the link's token is read as the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (stage.kind === 'refused')
    return (
      <Container size="xs" py="xl">
        <EmptyState
          headingOrder={1}
          title={<FormattedMessage id="oidc.partner.refusedTitle" />}
          description={<span role="alert">{stage.message}</span>}
        />
      </Container>
    );
  return (
    <Container size="xs" py="xl">
      <Paper radius="lg" shadow="sm" p="xl">
        <Stack align="center" gap="md" role="status">
          <Title order={1} size="h2">
            <FormattedMessage id="oidc.partner.pageTitle" />
          </Title>
          <Loader size="sm" />
          <Text size="sm" ta="center">
            {stage.partnerName ? (
              <FormattedMessage
                id="oidc.partner.signingInFrom"
                values={{ partner: stage.partnerName }}
              />
            ) : (
              <FormattedMessage id="oidc.partner.checking" />
            )}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
