import { Alert, Switch } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ShowCollectionsSwitch_user$key } from '../../../__generated__/ShowCollectionsSwitch_user.graphql';
import { useSetCardCollectionsShownMutation } from '../useSetCardCollectionsShownMutation';

/** The fan's choice: keep their collections to themselves, or show them on their profile. */
export function ShowCollectionsSwitch({ user }: { user: ShowCollectionsSwitch_user$key }) {
  const data = useFragment(
    graphql`
      fragment ShowCollectionsSwitch_user on User {
        id
        showsCardCollections
      }
    `,
    user,
  );
  const [setShown] = useSetCardCollectionsShownMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Switch
        color="crimson"
        checked={data.showsCardCollections}
        onChange={(event) => setShown(data.id, event.currentTarget.checked, setError)}
        label={<FormattedMessage id="cards.collections.showOnProfile" />}
        description={<FormattedMessage id="cards.collections.showOnProfileHint" />}
      />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
    </>
  );
}
