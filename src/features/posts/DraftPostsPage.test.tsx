import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPostDraft, buildPostImage } from '../../../mocks/postsBuilders';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import DraftPostsPageQueryNode, {
  type DraftPostsPageQuery,
} from '../../__generated__/DraftPostsPageQuery.graphql';
import { uploadImage } from '../../relay/uploadImage';
import { DraftPostsView } from './DraftPostsPage';

vi.mock('../../relay/uploadImage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../relay/uploadImage')>()),
  uploadImage: vi.fn(),
}));

function renderDrafts(resolvers: MockResolvers = {}, member = true, locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<DraftPostsPageQuery>(environment, DraftPostsPageQueryNode, {});
  const rendered = renderWithRelay(<DraftPostsView queryRef={queryRef} />, {
    environment,
    locale,
  });
  const resolved = rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: member, joinedCommunity: member ? {} : null }),
    PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    ...resolvers,
  });
  return { ...rendered, resolved };
}

let draftIndex = 0;
const twoDrafts: MockResolvers = {
  PostDraftConnection: () => ({ edges: [{}, {}] }),
  PostDraft: () => {
    draftIndex += 1;
    return {
      ...buildPostDraft('ja', draftIndex),
      id: `draft-${draftIndex}`,
      topic: null,
      images: draftIndex === 1 ? [buildPostImage('ja', 1), buildPostImage('ja', 2)] : [],
    };
  },
};

beforeEach(() => {
  draftIndex = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picked', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.mocked(uploadImage).mockReset();
});

describe('DraftPostsView (/draft-posts)', () => {
  it('lists the fan’s drafts newest first, with their images', async () => {
    renderDrafts(twoDrafts);
    const drafts = await screen.findAllByRole('article', { name: '下書き' });
    expect(drafts).toHaveLength(2);
    expect(within(drafts[0]).getByText(buildPostDraft('ja', 1).body)).toBeInTheDocument();
    expect(within(drafts[0]).getAllByRole('img')).toHaveLength(2);
    expect(within(drafts[1]).queryAllByRole('img')).toHaveLength(0);
  });

  it('publishes a draft and removes it from the list', async () => {
    const { user, environment } = renderDrafts(twoDrafts);
    const [first] = await screen.findAllByRole('article', { name: '下書き' });
    await user.click(within(first).getByRole('button', { name: '投稿する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('usePublishPostDraftMutation');
    expect(operation.request.variables.input).toMatchObject({ draftId: 'draft-1' });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers(),
          Mutation: () => ({ publishPostDraft: { __typename: 'PublishPostDraftPayload' } }),
          PublishPostDraftPayload: () => ({ deletedDraftId: 'draft-1' }),
        }),
      );
    });
    expect(await screen.findAllByRole('article', { name: '下書き' })).toHaveLength(1);
  });

  it('edits a draft in the composer, keeping its images, and saves it in place', async () => {
    const { user, environment } = renderDrafts(twoDrafts);
    const [first] = await screen.findAllByRole('article', { name: '下書き' });
    const alts = within(first)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    await user.click(within(first).getByRole('button', { name: '編集' }));
    // The composer for a new draft stays on top; the draft's own opens in its place.
    const box = screen.getAllByRole('textbox', { name: '投稿の本文' })[1];
    expect(box).toHaveValue(buildPostDraft('ja', 1).body);
    await user.clear(box);
    await user.type(box, '書き直しました');
    await user.click(screen.getByRole('button', { name: '画像 1 を外す' }));
    await user.type(screen.getByRole('textbox', { name: '画像 1 の説明' }), 'スケッチ');
    await user.click(screen.getAllByRole('button', { name: '下書き保存' })[1]);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSavePostDraftMutation');
    expect(operation.request.variables.input).toMatchObject({
      draftId: 'draft-1',
      body: '書き直しました',
      images: [{ uploadId: expect.any(String), altText: `${alts[1]}スケッチ` }],
    });
    expect(operation.request.variables.connections).toEqual([]);
  });

  it('saves a new draft with an uploaded image to the top of the list, and shows a refused upload', async () => {
    vi.mocked(uploadImage)
      .mockResolvedValueOnce({
        kind: 'uploaded',
        uploadId: 'up-1',
        url: '/media/x',
        width: 800,
        height: 600,
      })
      .mockResolvedValueOnce({ kind: 'rejected', message: '画像が大きすぎます（上限 10 MB）。' });
    const { user, environment } = renderDrafts({ PostDraftConnection: () => ({ edges: [] }) });
    expect(await screen.findByRole('heading', { name: '下書きはありません' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '投稿の本文' }), 'あとで仕上げる');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [new File(['a'], 'rose.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByRole('textbox', { name: '画像 1 の説明' })).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledWith(
      '/uploads/post-image',
      expect.any(File),
      expect.anything(),
      expect.any(Function),
    );
    await user.upload(input, [new File(['b'], 'huge.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('画像が大きすぎます');
    await user.click(screen.getByRole('button', { name: '下書き保存' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      draftId: null,
      body: 'あとで仕上げる',
      images: [{ uploadId: 'up-1', altText: '' }],
    });
    expect(operation.request.variables.connections).toHaveLength(1);
  });

  it('asks a visitor to join instead of listing drafts, in English too', async () => {
    renderDrafts({}, false, 'en');
    expect(
      await screen.findByRole('heading', { name: 'Drafts are for members' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
