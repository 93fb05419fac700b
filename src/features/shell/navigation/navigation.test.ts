import { describe, expect, it } from 'vitest';
import { navigationFromRoutes } from './navigation';

describe('navigationFromRoutes', () => {
  it("collects the entries the routes declare, with their paths, in the entries' order", () => {
    const items = navigationFromRoutes([
      {
        children: [
          {
            path: 'settings/language',
            handle: {
              navigation: { section: 'more', label: { id: 'l' }, icon: 'language', order: 90 },
            },
          },
          { path: 'messages/chat/:id', handle: { immersive: true } },
          {
            path: 'messages',
            handle: {
              navigation: { section: 'tabs', label: { id: 'm' }, icon: 'messages', order: 20 },
            },
          },
          {
            index: true,
            handle: {
              navigation: { section: 'tabs', label: { id: 'h' }, icon: 'home', order: 10 },
            },
          },
          { path: '*' },
        ],
      },
    ]);
    expect(items.map(({ to, end, section }) => ({ to, end, section }))).toEqual([
      { to: '/', end: true, section: 'tabs' },
      { to: '/messages', end: false, section: 'tabs' },
      { to: '/settings/language', end: false, section: 'more' },
    ]);
  });

  it('joins nested paths', () => {
    const [item] = navigationFromRoutes([
      {
        path: 'store',
        children: [
          {
            path: 'items',
            handle: {
              navigation: { section: 'tabs', label: { id: 's' }, icon: 'store', order: 30 },
            },
          },
        ],
      },
    ]);
    expect(item.to).toBe('/store/items');
  });
});
