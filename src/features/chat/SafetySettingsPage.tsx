import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { SafetySettingsPageQuery } from '../../__generated__/SafetySettingsPageQuery.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { BlockedUsersSettings } from './components/safety/BlockedUsersSettings';
import { HiddenMessagesSettings } from './components/safety/HiddenMessagesSettings';
import { MutedUsersSettings } from './components/safety/MutedUsersSettings';
import { MuteWordsSettings } from './components/safety/MuteWordsSettings';
import { usePageQueryRef } from '../../routing/routeQueries';

/** The four lists of /settings/management (spec §2), in the order of the spec. */
export const SAFETY_SECTIONS = [
  'blocked-users',
  'hidden-messages',
  'mute-users',
  'mute-words',
] as const;
type SafetySection = (typeof SAFETY_SECTIONS)[number];

const tabLabels = defineMessages({
  'blocked-users': { id: 'chat.safety.tab.blocked' },
  'hidden-messages': { id: 'chat.safety.tab.hidden' },
  'mute-users': { id: 'chat.safety.tab.muted' },
  'mute-words': { id: 'chat.safety.tab.muteWords' },
});

/** /settings/management and /settings/management/:section. */
export function SafetySettingsPage() {
  return <SafetySettingsView queryRef={usePageQueryRef<SafetySettingsPageQuery>()} />;
}

/** The fan's blocked and muted fans, hidden messages and mute words, each with undo. */
export function SafetySettingsView({
  queryRef,
}: {
  queryRef: PreloadedQuery<SafetySettingsPageQuery>;
}) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<SafetySettingsPageQuery>(safetySettingsPageQuery, queryRef);
  const { section } = useParams();
  const navigate = useNavigate();
  const current: SafetySection = SAFETY_SECTIONS.includes(section as SafetySection)
    ? (section as SafetySection)
    : 'blocked-users';
  const title = intl.formatMessage({ id: 'chat.safety.title' });
  usePageMetadata(title);

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="chat.safety.description" />
          </Text>
        </div>
        {viewer.user == null ? (
          <EmptyState title={<FormattedMessage id="chat.safety.signedOut" />} />
        ) : (
          <Tabs
            value={current}
            onChange={(next) => next && navigate(`/settings/management/${next}`, { replace: true })}
            variant="pills"
            radius="xl"
          >
            <Tabs.List mb="md">
              {SAFETY_SECTIONS.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  <FormattedMessage {...tabLabels[key]} />
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="blocked-users">
              <BlockedUsersSettings viewer={viewer} />
            </Tabs.Panel>
            <Tabs.Panel value="hidden-messages">
              <HiddenMessagesSettings viewer={viewer} />
            </Tabs.Panel>
            <Tabs.Panel value="mute-users">
              <MutedUsersSettings viewer={viewer} />
            </Tabs.Panel>
            <Tabs.Panel value="mute-words">
              <MuteWordsSettings viewer={viewer} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

const safetySettingsPageQuery = graphql`
  query SafetySettingsPageQuery {
    viewer {
      user {
        __typename
      }
      ...BlockedUsersSettings_viewer
      ...HiddenMessagesSettings_viewer
      ...MutedUsersSettings_viewer
      ...MuteWordsSettings_viewer
    }
  }
`;
