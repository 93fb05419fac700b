import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders';

/** "Continue with …", one button per social provider, in the table's order. */
export function SocialSignInButtons({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (provider: SocialProvider) => void;
}) {
  const intl = useIntl();
  return (
    <>
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          disabled={disabled}
          onClick={() => onChoose(provider)}
        >
          {intl.formatMessage(
            { id: 'auth.methods.social' },
            { provider: intl.formatMessage(provider.name) },
          )}
        </Button>
      ))}
    </>
  );
}
