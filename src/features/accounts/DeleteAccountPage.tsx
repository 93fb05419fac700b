import { Alert, Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { DeleteAccountPageQuery } from '../../__generated__/DeleteAccountPageQuery.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useSignOut } from '../auth/useSignOut';
import { MemberOnlyProfileNotice } from './components/MemberOnlyProfileNotice';
import { ReauthenticateModal } from './settings/ReauthenticateModal';
import { SettingsFrame } from './settings/SettingsFrame';
import { useRecentLogin, type RecentLoginOutcome } from './settings/useRecentLogin';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';

/**
 * /settings/personal-info/delete-account: what leaving erases and keeps, a confirmation,
 * then the deletion (after the password again when the sign-in is not recent).
 */
export function DeleteAccountPage() {
  const signOut = useSignOut();
  return (
    <DeleteAccountView queryRef={usePageQueryRef<DeleteAccountPageQuery>()} signOut={signOut} />
  );
}

export function DeleteAccountView({
  queryRef,
  signOut,
  reauthenticateWith,
}: {
  queryRef: PreloadedQuery<DeleteAccountPageQuery>;
  signOut: () => Promise<void>;
  reauthenticateWith?: (password: string) => Promise<void>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<DeleteAccountPageQuery>(deleteAccountPageQuery, queryRef);
  const [confirmed, setConfirmed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useDeleteAccountMutation();
  const recentLogin = useRecentLogin<null>(
    useCallback(() => {
      setDeleted(true);
      void signOut().catch(() => undefined);
    }, [signOut]),
  );
  const submit = async () => {
    setError(null);
    // One id for this intended deletion, kept when it is retried after signing in again.
    const clientMutationId = newClientMutationId();
    const attempt = async (): Promise<RecentLoginOutcome<null>> => {
      const outcome = await remove(clientMutationId);
      if (outcome.kind === 'deleted') return { kind: 'done', value: null };
      if (outcome.kind === 'requires-recent-login') return outcome;
      setError(outcome.message);
      throw new Error(outcome.message);
    };
    await recentLogin.run(attempt).catch(() => {
      // A typed refusal has set its own message; anything else gets the general one.
      setError((current) => current ?? intl.formatMessage({ id: 'accounts.settings.failed' }));
    });
  };

  const title = intl.formatMessage({ id: 'accounts.delete.title' });
  if (deleted)
    return (
      <SettingsFrame title={title}>
        <Stack gap="md" role="status">
          <Title order={2} size="h3">
            <FormattedMessage id="accounts.delete.doneTitle" />
          </Title>
          <Text>
            <FormattedMessage id="accounts.delete.doneBody" />
          </Text>
          <Button component={Link} to="/" h={44} variant="light">
            <FormattedMessage id="accounts.delete.home" />
          </Button>
        </Stack>
      </SettingsFrame>
    );
  return (
    <SettingsFrame title={title} description={<FormattedMessage id="accounts.delete.lead" />}>
      {!viewer.user ? (
        <MemberOnlyProfileNotice />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h4">
            <FormattedMessage id="accounts.delete.erasedTitle" />
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage id="accounts.delete.erasedProfile" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="accounts.delete.erasedFollows" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="accounts.delete.erasedAddresses" />
            </List.Item>
          </List>
          <Title order={2} size="h4">
            <FormattedMessage id="accounts.delete.keptTitle" />
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              <FormattedMessage id="accounts.delete.keptMessages" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="accounts.delete.keptRecords" />
            </List.Item>
            <List.Item>
              <FormattedMessage id="accounts.delete.keptCoins" />
            </List.Item>
          </List>
          <Checkbox
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
            label={intl.formatMessage({ id: 'accounts.delete.confirm' })}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button
            color="red"
            h={44}
            disabled={!confirmed}
            loading={removing}
            onClick={() => void submit()}
          >
            <FormattedMessage id="accounts.delete.submit" />
          </Button>
        </Stack>
      )}
      <ReauthenticateModal
        opened={recentLogin.prompting}
        onClose={recentLogin.cancel}
        onDone={recentLogin.reauthenticated}
        reauthenticateWith={reauthenticateWith}
      />
    </SettingsFrame>
  );
}

const deleteAccountPageQuery = graphql`
  query DeleteAccountPageQuery {
    viewer {
      user {
        __typename
      }
    }
  }
`;
