import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MembershipSettingsPageQuery } from '../../__generated__/MembershipSettingsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { SignInNotice } from '../store/components/SignInNotice';
import { MembershipPaymentFix } from './components/MembershipPaymentFix';
import { MembershipStatusCard } from './components/MembershipStatusCard';

export const MEMBERSHIP_PLANS_PATH = '/store/membership';

/** /settings/store/subscription: the fan's membership, its renewal, cancel and resume. */
export function MembershipSettingsPage() {
  return <MembershipSettingsView queryRef={usePageQueryRef<MembershipSettingsPageQuery>()} />;
}

export function MembershipSettingsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<MembershipSettingsPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MembershipSettingsPageQuery>(settingsPageQuery, queryRef);
  const title = intl.formatMessage({ id: 'subscriptions.settings.title' });
  usePageMetadata(title);
  const status = viewer.membership?.status;
  const ended = !status || status === 'LAPSED' || status === 'ENDED';
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {!viewer.isSignedIn ? (
          <SignInNotice />
        ) : viewer.membership ? (
          <>
            <MembershipPaymentFix membership={viewer.membership} viewer={viewer} />
            <MembershipStatusCard membership={viewer.membership} />
          </>
        ) : (
          <EmptyState title={<FormattedMessage id="subscriptions.settings.none" />} />
        )}
        {viewer.isSignedIn && (
          <Group>
            {ended && (
              <Button component={Link} to={MEMBERSHIP_PLANS_PATH}>
                <FormattedMessage id="subscriptions.settings.seePlans" />
              </Button>
            )}
            <Button component={Link} to="/settings/subscription-invoice" variant="light">
              <FormattedMessage id="subscriptions.settings.invoices" />
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}

const settingsPageQuery = graphql`
  query MembershipSettingsPageQuery {
    viewer {
      isSignedIn
      membership {
        status
        ...MembershipStatusCard_membership
        ...MembershipPaymentFix_membership
      }
      ...MembershipPaymentFix_viewer
    }
  }
`;
