import { Alert, Avatar, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OAuthConsentCard_authorization$key } from '../../../__generated__/OAuthConsentCard_authorization.graphql';
import type { OAuthConsentCard_viewer$key } from '../../../__generated__/OAuthConsentCard_viewer.graphql';
import { useAnswerOAuthAuthorizationMutation } from '../useAnswerOAuthAuthorizationMutation';

/** Who asks, as whom the fan would sign in, what the app would learn; Allow or Decline. */
export function OAuthConsentCard(props: {
  authorization: OAuthConsentCard_authorization$key;
  viewer: OAuthConsentCard_viewer$key;
}) {
  const intl = useIntl();
  const authorization = useFragment(
    graphql`
      fragment OAuthConsentCard_authorization on OAuthAuthorization {
        uid
        clientName
        scopes
      }
    `,
    props.authorization,
  );
  const viewer = useFragment(
    graphql`
      fragment OAuthConsentCard_viewer on User {
        displayName
        avatarUrl
      }
    `,
    props.viewer,
  );
  const [answer, answering] = useAnswerOAuthAuthorizationMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submit = async (allow: boolean) => {
    setError(null);
    try {
      const outcome = await answer(authorization.uid, allow);
      if (outcome.kind === 'answered') {
        setLeaving(true);
        window.location.assign(outcome.redirectUrl);
      } else setError(outcome.message);
    } catch {
      setError(intl.formatMessage({ id: 'oidc.consent.failed' }));
    }
  };
  const busy = answering || leaving;
  return (
    <Paper radius="lg" shadow="sm" p="lg" withBorder>
      <Stack gap="md">
        <Title order={1} size="h3">
          <FormattedMessage id="oidc.consent.title" values={{ client: authorization.clientName }} />
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={viewer.avatarUrl} alt="" radius="xl" />
          <Text size="sm">
            <FormattedMessage
              id="oidc.consent.signedInAs"
              values={{ name: <b>{viewer.displayName}</b> }}
            />
          </Text>
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="oidc.consent.willLearn"
            values={{ client: authorization.clientName }}
          />
        </Text>
        <List spacing="xs" size="sm" data-testid="oauth-scopes">
          {authorization.scopes.map((scope) => (
            <List.Item key={scope}>
              <FormattedMessage id={`oidc.scope.${scope}`} />
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="oidc.consent.note" />
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group grow>
          <Button h={44} variant="default" disabled={busy} onClick={() => void submit(false)}>
            <FormattedMessage id="oidc.consent.deny" />
          </Button>
          <Button h={44} loading={busy} onClick={() => void submit(true)}>
            <FormattedMessage id="oidc.consent.allow" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
