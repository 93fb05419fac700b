// The mock of the address book (server/store/addresses): each fan's addresses in memory,
// checked by the same rules as the server (common/delivery/shippingAddress.ts), one default,
// at most MAX_DELIVERY_ADDRESSES. The store's mock checkout reads it through mockAddressOf.
import { postalCodeAreas } from '../server/store/addresses/postalCodeAreas';
import { checkShippingAddress, type ShippingAddress } from '../common/delivery/shippingAddress';
import { MAX_DELIVERY_ADDRESSES } from '../common/storeLimits';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import type { MockGarden } from './mockGarden';
import { paginate, type PageArgs } from './mockPagination';

interface MockAddress {
  id: string;
  owner: string;
  address: ShippingAddress;
  isDefault: boolean;
  updatedAt: string;
}

/** Each mock garden's address books, so the store's checkout reads the same ones. */
const books = new WeakMap<MockGarden, MockAddress[]>();
const bookOf = (garden: MockGarden) => books.get(garden) ?? books.set(garden, []).get(garden)!;

/** The fan's address with this id, or null (anyone else's reads as none, as on the server). */
export function mockAddressOf(garden: MockGarden, owner: string, id: string | null | undefined) {
  return bookOf(garden).find((entry) => entry.id === id && entry.owner === owner) ?? null;
}

export function buildShippingAddress(locale: MockLocale, index: number): ShippingAddress {
  const ja = locale === 'ja';
  return {
    recipientName: ja ? '花守 ミオ' : 'Mio Hanamori',
    postalCode: index % 2 ? '150-0001' : '530-0001',
    prefecture: index % 2 ? '東京都' : '大阪府',
    city: index % 2 ? '渋谷区神宮前' : '大阪市北区梅田',
    street: `${index}-2-3`,
    building: index % 2 ? 'ローズハイツ 201' : '',
    phone: '090-1234-5678',
    country: 'JP',
  };
}

const addressBookResolvers: MockFeature['resolvers'] = (garden) => {
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const mine = (owner: string) =>
    bookOf(garden)
      .filter((entry) => entry.owner === owner)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const makeDefault = (owner: string, id: string) => {
    for (const entry of bookOf(garden))
      if (entry.owner === owner) entry.isDefault = entry.id === id;
  };
  let created = 0;
  return {
    Query: {
      // Japan Post's list, as the server answers.
      postalCodeAreas: (_root: unknown, { postalCode }: { postalCode: string }) =>
        postalCodeAreas(postalCode),
    },
    Viewer: {
      deliveryAddresses: (_viewer: unknown, args: PageArgs, context: MockContext) => {
        const key = member(context);
        const nodes = key ? mine(key) : [];
        return paginate(
          nodes,
          (node) => mockCursor('DeliveryAddress', nodes.indexOf(node) + 1),
          args,
          {
            locale: context.language,
            max: MAX_DELIVERY_ADDRESSES,
            defaultPage: { first: MAX_DELIVERY_ADDRESSES },
          },
        );
      },
    },
    Mutation: {
      saveDeliveryAddress: (
        _root: unknown,
        {
          input,
        }: {
          input: Parameters<typeof checkShippingAddress>[0] & {
            clientMutationId: string;
            id?: string | null;
            makeDefault?: boolean | null;
          };
        },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const existing = input.id ? mockAddressOf(garden, key, input.id) : null;
        if (input.id && !existing)
          return { __typename: 'NotFoundError', ...buildNotFoundError(context.language) };
        const checked = checkShippingAddress(input);
        if ('problem' in checked) {
          const { field, reason, limit } = checked.problem;
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, field, reason, limit ?? null),
          };
        }
        if (!existing && mine(key).length >= MAX_DELIVERY_ADDRESSES)
          return {
            __typename: 'StoreError',
            message: errorMessage(context.language, 'errors.store.addressBookFull', {
              limit: MAX_DELIVERY_ADDRESSES,
            }),
            storeReason: 'ADDRESS_BOOK_FULL',
            item: null,
          };
        const saved = garden.once(
          context.viewerUid!,
          'saveDeliveryAddress',
          input.clientMutationId,
          () => {
            const entry = existing ?? {
              id: mockGlobalId('DeliveryAddress', 1000 + (created += 1)),
              owner: key,
              address: checked.address,
              isDefault: false,
              updatedAt: mockDateTime(0),
            };
            if (!existing) bookOf(garden).push(entry);
            entry.address = checked.address;
            entry.updatedAt = new Date().toISOString();
            if (input.makeDefault || !mine(key).some((other) => other.isDefault))
              makeDefault(key, entry.id);
            return entry;
          },
        );
        return {
          __typename: 'SaveDeliveryAddressPayload',
          clientMutationId: input.clientMutationId,
          deliveryAddress: saved,
          viewer: {},
        };
      },
      removeDeliveryAddress: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; id: string } },
        context: MockContext,
      ) => {
        const key = member(context);
        if (!key) return shouldSignUp(context.language);
        const entry = mockAddressOf(garden, key, input.id);
        if (!entry) return { __typename: 'NotFoundError', ...buildNotFoundError(context.language) };
        const book = bookOf(garden);
        book.splice(book.indexOf(entry), 1);
        const oldest = mine(key).at(-1);
        if (entry.isDefault && oldest) makeDefault(key, oldest.id);
        return {
          __typename: 'RemoveDeliveryAddressPayload',
          clientMutationId: input.clientMutationId,
          removedDeliveryAddressId: entry.id,
          viewer: {},
        };
      },
    },
  };
};

export const addressBookMock: MockFeature = {
  builders: (locale) => ({
    ...payloadBuilders('SaveDeliveryAddressPayload', 'RemoveDeliveryAddressPayload'),
    ...edgeBuilders({ DeliveryAddressEdge: 'DeliveryAddress' }),
    ShippingAddress: (index) => buildShippingAddress(locale, index),
    PostalCodeArea: (index) => {
      const address = buildShippingAddress(locale, index);
      return {
        postalCode: address.postalCode,
        prefecture: address.prefecture,
        city: index % 2 ? '渋谷区' : '大阪市北区',
        town: index % 2 ? '神宮前' : '梅田',
      };
    },
    DeliveryAddress: (index) => ({
      id: mockGlobalId('DeliveryAddress', index),
      isDefault: index === 1,
      updatedAt: mockDateTime(index * 60),
    }),
  }),
  resolvers: addressBookResolvers,
};
