import { Alert, Anchor, Button, Divider, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TimelineSettingsPageQuery } from '../../__generated__/TimelineSettingsPageQuery.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { MemberOnlyProfileNotice } from '../accounts/components/MemberOnlyProfileNotice';
import { SettingsFrame } from '../accounts/settings/SettingsFrame';
import {
  useSetTimelinePreferencesMutation,
  type TimelineChoices,
} from './useSetTimelinePreferencesMutation';

const m = defineMessages({
  showOfficialPosts: { id: 'posts.timelineSettings.official' },
  showOfficialPostsHint: { id: 'posts.timelineSettings.officialHint' },
  showFollowedPosts: { id: 'posts.timelineSettings.followed' },
  showFollowedPostsHint: { id: 'posts.timelineSettings.followedHint' },
  showOwnPosts: { id: 'posts.timelineSettings.own' },
  showOwnPostsHint: { id: 'posts.timelineSettings.ownHint' },
  showTopicPosts: { id: 'posts.timelineSettings.topics' },
  showTopicPostsHint: { id: 'posts.timelineSettings.topicsHint' },
});

const CHOICES = [
  { key: 'showOfficialPosts', label: m.showOfficialPosts, hint: m.showOfficialPostsHint },
  { key: 'showFollowedPosts', label: m.showFollowedPosts, hint: m.showFollowedPostsHint },
  { key: 'showOwnPosts', label: m.showOwnPosts, hint: m.showOwnPostsHint },
  { key: 'showTopicPosts', label: m.showTopicPosts, hint: m.showTopicPostsHint },
] as const;

/** /settings/timeline: which posts the fan's home timeline shows. */
export function TimelineSettingsPage() {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<TimelineSettingsPageQuery>(
    timelineSettingsPageQuery,
    usePageQueryRef<TimelineSettingsPageQuery>(),
  );
  const saved = viewer.timelinePreferences;
  const [choices, setChoices] = useState<TimelineChoices | null>(saved ? { ...saved } : null);
  const [status, setStatus] = useState<{ kind: 'saved' } | { kind: 'error'; message: string }>();
  const [save, saving] = useSetTimelinePreferencesMutation();
  const title = intl.formatMessage({ id: 'posts.timelineSettings.title' });

  const submit = async () => {
    if (!choices) return;
    setStatus(undefined);
    try {
      const outcome = await save(choices);
      setStatus(outcome.kind === 'saved' ? outcome : { kind: 'error', message: outcome.message });
    } catch {
      setStatus({
        kind: 'error',
        message: intl.formatMessage({ id: 'posts.timelineSettings.failed' }),
      });
    }
  };
  const nothingShown =
    choices && !choices.showOfficialPosts && !choices.showFollowedPosts && !choices.showOwnPosts;

  return (
    <SettingsFrame
      title={title}
      description={<FormattedMessage id="posts.timelineSettings.description" />}
    >
      {!choices ? (
        <MemberOnlyProfileNotice />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            {CHOICES.map((choice, index) => (
              <Stack gap="md" key={choice.key}>
                {index > 0 && <Divider />}
                <Switch
                  size="md"
                  labelPosition="left"
                  checked={choices[choice.key]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setChoices((current) => current && { ...current, [choice.key]: checked });
                    setStatus(undefined);
                  }}
                  label={<FormattedMessage {...choice.label} />}
                  description={<FormattedMessage {...choice.hint} />}
                  styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
                />
              </Stack>
            ))}
            {nothingShown && (
              <Alert color="yellow" variant="light">
                <FormattedMessage id="posts.timelineSettings.nothingShown" />
              </Alert>
            )}
            {status?.kind === 'saved' && (
              <Alert color="teal" variant="light" role="status">
                <FormattedMessage id="posts.timelineSettings.saved" />{' '}
                <Anchor component={Link} to="/home-timeline" size="sm">
                  <FormattedMessage id="posts.timelineSettings.open" />
                </Anchor>
              </Alert>
            )}
            {status?.kind === 'error' && (
              <Alert color="red" variant="light" role="alert">
                {status.message}
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              <FormattedMessage id="posts.timelineSettings.note" />
            </Text>
            <Button type="submit" h={44} loading={saving}>
              <FormattedMessage id="posts.timelineSettings.save" />
            </Button>
          </Stack>
        </form>
      )}
    </SettingsFrame>
  );
}

const timelineSettingsPageQuery = graphql`
  query TimelineSettingsPageQuery {
    viewer {
      timelinePreferences {
        showOfficialPosts
        showFollowedPosts
        showOwnPosts
        showTopicPosts
      }
    }
  }
`;
