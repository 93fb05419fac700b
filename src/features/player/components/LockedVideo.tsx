import { BackgroundImage, Button, Overlay, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { LockedVideo_error$key } from '../../../__generated__/LockedVideo_error.graphql';
import { useRequireMember } from '../../auth/useRequireMember';

/** A members-only video the viewer may not play: its poster, the server's reason and the way in. */
export function LockedVideo({
  error,
  posterUrl,
}: {
  error: LockedVideo_error$key;
  posterUrl: string | null;
}) {
  const data = useFragment(lockedVideoFragment, error);
  const requireMember = useRequireMember();
  return (
    <BackgroundImage
      src={posterUrl ?? ''}
      radius={12}
      data-testid="locked-video"
      style={{
        aspectRatio: '16 / 9',
        position: 'relative',
        overflow: 'hidden',
        background: '#1d1a2b',
      }}
    >
      <Overlay backgroundOpacity={0.62} blur={3} color="#120d1c" zIndex={1} />
      <Stack
        gap="sm"
        align="center"
        justify="center"
        h="100%"
        p="md"
        pos="relative"
        style={{ zIndex: 2 }}
      >
        <Text fz={28} aria-hidden>
          🔒
        </Text>
        <Text ta="center" fw={700} c="white" role="status" maw={420}>
          {data.message}
        </Text>
        {data.requiresSignIn ? (
          <Button radius="xl" color="grape" onClick={() => requireMember()}>
            <FormattedMessage id="player.locked.signIn" />
          </Button>
        ) : (
          <Button component={Link} to="/store/membership" radius="xl" color="grape">
            <FormattedMessage id="player.locked.join" />
          </Button>
        )}
      </Stack>
    </BackgroundImage>
  );
}

const lockedVideoFragment = graphql`
  fragment LockedVideo_error on VideoLockedError {
    message
    requiresSignIn
  }
`;
