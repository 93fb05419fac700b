import { describe, expect, it, vi } from 'vitest';
import { lazyMessageCatalog } from './lazyMessageCatalog';
import { createMessageCatalog } from './messageCatalog';

describe('message catalog', () => {
  it('loads only the namespaces asked for, once, and merges them per language', async () => {
    const common = vi.fn(async () => ({ 'common.a': 'A' }));
    const chat = vi.fn(async () => ({ 'chat.b': 'B' }));
    const other = vi.fn(async () => ({ 'other.c': 'C' }));
    const catalog = createMessageCatalog({
      '../../locales/en/common.json': common,
      '../../locales/en/chat.json': chat,
      '../../locales/en/other.json': other,
    });
    const listener = vi.fn();
    catalog.subscribe(listener);

    expect(catalog.isLoaded('en', ['common', 'chat'])).toBe(false);
    await Promise.all([catalog.load('en', ['common', 'chat']), catalog.load('en', ['common'])]);
    expect(catalog.isLoaded('en', ['common', 'chat'])).toBe(true);
    expect(common).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(catalog.messages('en')).toEqual({ 'common.a': 'A', 'chat.b': 'B' });
    expect(catalog.messages('ja')).toEqual({});
    expect(catalog.loadedNamespaces('en').sort()).toEqual(['chat', 'common']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('splits the real locale files per namespace and leaves the server’s errors out', async () => {
    expect(lazyMessageCatalog.isLoaded('en', ['chat'])).toBe(false);
    await lazyMessageCatalog.load('en', ['chat']);
    const messages = lazyMessageCatalog.messages('en');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(Object.keys(messages).every((key) => key.startsWith('chat.'))).toBe(true);
    await lazyMessageCatalog.load('en', ['errors']);
    expect(lazyMessageCatalog.loadedNamespaces('en')).toEqual(['chat']);
  });
});
