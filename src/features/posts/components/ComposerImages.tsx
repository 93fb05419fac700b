import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ComposerImages_stored$key } from '../../../__generated__/ComposerImages_stored.graphql';
import { MAX_POST_IMAGE_ALT_LENGTH, MAX_POST_IMAGES } from '../../../../common/limits';
import { UPLOAD_IMAGE_ACCEPT } from '../../../relay/uploadImage';

/** An image in the composer: uploaded already, with what it shows. */
export interface ComposerImage {
  uploadId: string;
  /** What the composer previews: the picked file itself, or a draft's stored image. */
  previewUrl: string;
  width: number;
  height: number;
  altText: string;
}

/** A draft's or a post's stored images, as the composer starts from them. */
export function useStoredComposerImages(images: ComposerImages_stored$key): ComposerImage[] {
  return useFragment(storedImagesFragment, images).map(
    ({ uploadId, url, width, height, altText }) => ({
      uploadId,
      previewUrl: url,
      width,
      height,
      altText,
    }),
  );
}

interface ComposerImagesProps {
  images: readonly ComposerImage[];
  uploading: number;
  onAdd(files: File[]): void;
  onChange(images: ComposerImage[]): void;
  disabled?: boolean;
}

/** The composer's images: add up to 4, describe each, remove one. */
export function ComposerImages({
  images,
  uploading,
  onAdd,
  onChange,
  disabled,
}: ComposerImagesProps) {
  const intl = useIntl();
  const room = MAX_POST_IMAGES - images.length - uploading;
  return (
    <Stack gap="xs">
      {(images.length > 0 || uploading > 0) && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {images.map((image, index) => (
            <Stack key={image.uploadId} gap={4}>
              <div style={{ position: 'relative' }}>
                <img
                  src={image.previewUrl}
                  width={image.width}
                  height={image.height}
                  alt={intl.formatMessage({ id: 'posts.images.alt' }, { n: index + 1 })}
                  style={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1 / 1',
                    objectFit: 'cover',
                    borderRadius: 8,
                  }}
                />
                <ActionIcon
                  size={32}
                  radius="xl"
                  color="dark"
                  variant="filled"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  onClick={() => onChange(images.filter((other) => other !== image))}
                  aria-label={intl.formatMessage(
                    { id: 'posts.composer.removeImage' },
                    { n: index + 1 },
                  )}
                >
                  <span aria-hidden>×</span>
                </ActionIcon>
              </div>
              <TextInput
                size="xs"
                aria-label={intl.formatMessage({ id: 'posts.composer.altText' }, { n: index + 1 })}
                placeholder={intl.formatMessage({ id: 'posts.composer.altTextPlaceholder' })}
                value={image.altText}
                maxLength={MAX_POST_IMAGE_ALT_LENGTH}
                onChange={(event) => {
                  const altText = event.currentTarget.value;
                  onChange(
                    images.map((other) => (other === image ? { ...image, altText } : other)),
                  );
                }}
              />
            </Stack>
          ))}
          {Array.from({ length: uploading }, (_, index) => (
            <Group
              key={`uploading-${index}`}
              justify="center"
              style={{ aspectRatio: '1 / 1', borderRadius: 8 }}
              bg="var(--mantine-color-default-hover)"
            >
              <Loader
                size="sm"
                aria-label={intl.formatMessage({ id: 'posts.composer.uploading' })}
              />
            </Group>
          ))}
        </SimpleGrid>
      )}
      <FileButton
        multiple
        accept={UPLOAD_IMAGE_ACCEPT}
        onChange={(files) => onAdd(files.slice(0, Math.max(0, room)))}
        disabled={disabled || room <= 0}
      >
        {(props) => (
          <Button
            {...props}
            variant="subtle"
            size="compact-sm"
            h={44}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage
              id="posts.composer.addImages"
              values={{ count: images.length, max: MAX_POST_IMAGES }}
            />
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

const storedImagesFragment = graphql`
  fragment ComposerImages_stored on PostImage @relay(plural: true) {
    uploadId
    url
    width
    height
    altText
  }
`;
