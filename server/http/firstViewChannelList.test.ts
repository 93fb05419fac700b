import { describe, expect, it } from 'vitest';
import chatEn from '../../locales/en/chat.json';
import chatJa from '../../locales/ja/chat.json';
import { firstViewChannelList } from './firstViewChannelList';
import type { FirstViewChannel } from './firstViewChannels';

const now = new Date('2026-11-21T12:00:00Z');

const channel = (overrides: Partial<FirstViewChannel>): FirstViewChannel => ({
  id: 'Q2hhbm5lbDox',
  name: 'General',
  description: 'Talk with everyone',
  lastMessage: null,
  ...overrides,
});

describe('firstViewChannelList', () => {
  it('draws each channel as a link with its name, description, last message and time', () => {
    const html = firstViewChannelList(
      [
        channel({
          lastMessage: {
            author: 'Alex',
            body: 'Love the roses!',
            createdAt: new Date('2026-11-21T11:55:00Z'),
          },
        }),
      ],
      'en',
      now,
    );
    expect(html).toContain(`<nav aria-label="${chatEn['chat.channelList.label']}"`);
    expect(html).toContain('href="/messages/chat/Q2hhbm5lbDox"');
    expect(html).toContain('># General</p>');
    expect(html).toContain('>Talk with everyone</p>');
    expect(html).toContain('>Alex: Love the roses!</p>');
    expect(html).toContain('<time datetime="2026-11-21T11:55:00.000Z">5 minutes ago</time>');
  });

  it('escapes every text and keeps placeholders in values as text', () => {
    const html = firstViewChannelList(
      [
        channel({
          id: 'a"b/c',
          name: '<script>alert(1)</script>',
          description: 'Tom & "Jerry"',
          lastMessage: { author: "O'Neil {body}", body: '<img src=x>', createdAt: now },
        }),
      ],
      'en',
      now,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('# &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('O&#39;Neil {body}: &lt;img src=x&gt;');
    expect(html).toContain('href="/messages/chat/a%22b%2Fc"');
    expect(html).toContain(`>${chatEn['chat.time.justNow']}</time>`);
  });

  it("speaks the page's language and says when a channel has no messages", () => {
    const html = firstViewChannelList(
      [
        channel({ name: '全体', description: '' }),
        channel({
          lastMessage: {
            author: 'ミオ',
            body: 'こんにちは',
            createdAt: new Date('2026-11-20T12:00:00Z'),
          },
        }),
      ],
      'ja',
      now,
    );
    expect(html).toContain(`>${chatJa['chat.channelListItem.noMessages']}</p>`);
    expect(html).toContain('>ミオ: こんにちは</p>');
    expect(html).toContain('>昨日</time>');
    // No empty description line for a channel without one.
    expect(html.match(/-webkit-line-clamp/g)).toHaveLength(1);
  });

  it('says so when the garden has no channels', () => {
    const html = firstViewChannelList([], 'en', now);
    expect(html).toContain(`>${chatEn['chat.channelList.empty']}</p>`);
    expect(html).not.toContain('<nav');
  });
});
