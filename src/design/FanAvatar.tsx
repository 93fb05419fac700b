import { Avatar, type AvatarProps } from '@mantine/core';
import { generatedAvatarUri } from './generatedAvatar';

/**
 * A fan's picture: the uploaded one where it exists, otherwise one drawn from `seed`
 * (never grey initials). Decorative by default: the fan's name is written beside it.
 */
export function FanAvatar({
  src,
  seed,
  alt = '',
  ...props
}: Omit<AvatarProps, 'src' | 'alt' | 'name'> & {
  src?: string | null;
  seed: string;
  alt?: string;
}) {
  return <Avatar src={src || generatedAvatarUri(seed)} alt={alt} radius="xl" {...props} />;
}
