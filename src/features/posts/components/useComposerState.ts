import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { POST_IMAGE_UPLOAD_PATH } from '../../../../common/apiPaths';
import { MAX_POST_LENGTH } from '../../../../common/limits';
import type { PostVisibility } from '../../../__generated__/useCreatePostMutation.graphql';
import { useAppConfig } from '../../../platform/AppConfigProvider';
import { uploadImage } from '../../../relay/uploadImage';
import { getIdToken } from '../../auth/firebaseAuth';
import { useRequireMember } from '../../auth/useRequireMember';
import type { ComposerImage } from './ComposerImages';

/** What a composer starts from: empty for a new post, or a draft's or a post's content. */
export interface ComposerContent {
  body: string;
  visibility: PostVisibility;
  images: readonly ComposerImage[];
}

export type ComposerState = ReturnType<typeof useComposerState>;

/**
 * The state of the composer a post is written or edited in: the text and its length, who
 * may read it, the images (uploaded one after another as they are picked) and the error
 * shown under the text.
 */
export function useComposerState(initial?: ComposerContent) {
  const intl = useIntl();
  const config = useAppConfig();
  const requireMember = useRequireMember();
  const [body, setBody] = useState(initial?.body ?? '');
  const [visibility, setVisibility] = useState<PostVisibility>(initial?.visibility ?? 'MEMBERS');
  const [images, setImages] = useState<ComposerImage[]>(() => [...(initial?.images ?? [])]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  const length = [...body.trim()].length;

  // Picked files are previewed from memory: let those go with the composer.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const failed = () => setError(intl.formatMessage({ id: 'posts.composer.failed' }));

  // One after another, so the images keep the order the fan picked them in.
  const addImages = async (files: File[]) => {
    if (files.length === 0 || !requireMember()) return;
    setError(null);
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        const outcome = await uploadImage(POST_IMAGE_UPLOAD_PATH, file, config, getIdToken);
        if (outcome.kind === 'rejected') setError(outcome.message);
        else {
          const previewUrl = URL.createObjectURL(file);
          previews.current.add(previewUrl);
          setImages((current) => [...current, { ...outcome, previewUrl, altText: '' }]);
        }
      } catch {
        failed();
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return {
    body,
    setBody: (value: string) => {
      setBody(value);
      setError(null);
    },
    visibility,
    setVisibility,
    images,
    setImages,
    uploading,
    error,
    setError,
    failed,
    addImages,
    length,
    tooLong: length > MAX_POST_LENGTH,
    reset: () => {
      setBody('');
      setImages([]);
    },
  };
}
