import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../tests/relay';
import type { ChatMessageTextTestQuery } from '../../../__generated__/ChatMessageTextTestQuery.graphql';
import { AutoTranslationSwitch } from './AutoTranslationSwitch';
import { ChatMessageText } from './ChatMessageText';

const ORIGINAL = 'See you at the premiere tonight!';
const TRANSLATED = '今夜のプレミア上映で会いましょう！';

function MessageUnderTest() {
  const data = useLazyLoadQuery<ChatMessageTextTestQuery>(
    graphql`
      query ChatMessageTextTestQuery @relay_test_operation {
        node(id: "message") {
          ...ChatMessageText_message @alias(as: "message")
        }
      }
    `,
    {},
  );
  return data.node?.message ? <ChatMessageText message={data.node.message} own={false} /> : null;
}

async function renderText(translation: { text: string; sourceLanguage: string } | null) {
  const rendered = renderWithRelay(<MessageUnderTest />);
  await rendered.resolveMostRecentOperation({
    ChatMessage: () => ({ body: ORIGINAL, translation }),
    ...(translation && { MessageTranslation: () => translation }),
  });
  return rendered;
}

describe('ChatMessageText', () => {
  it('shows a translated message with "show original", and switches back and forth', async () => {
    await renderText({ text: TRANSLATED, sourceLanguage: 'en' });
    expect(screen.getByText(TRANSLATED)).toHaveAttribute('data-translated', 'true');
    expect(screen.getByText('自動翻訳されました')).toBeInTheDocument();
    expect(screen.queryByText(ORIGINAL)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '原文を表示' }));
    expect(screen.getByText(ORIGINAL)).not.toHaveAttribute('data-translated');
    expect(screen.queryByText(TRANSLATED)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '翻訳を表示' }));
    expect(screen.getByText(TRANSLATED)).toBeInTheDocument();
  });

  it('shows an untranslated message as written, with nothing to switch', async () => {
    await renderText(null);
    expect(screen.getByText(ORIGINAL)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('自動翻訳されました')).not.toBeInTheDocument();
  });
});

describe('AutoTranslationSwitch', () => {
  it('is not offered when the garden cannot translate', () => {
    renderWithRelay(<AutoTranslationSwitch available={false} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('saves the choice in the auto-translation cookie and starts off', async () => {
    document.cookie = 'garden_auto_translation=; max-age=0; path=/';
    renderWithRelay(<AutoTranslationSwitch available />);
    const toggle = screen.getByRole('switch', { name: '自動翻訳' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.cookie).toContain('garden_auto_translation=true');
    await userEvent.click(toggle);
    expect(document.cookie).toContain('garden_auto_translation=false');
  });
});
