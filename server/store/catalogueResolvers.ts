// The catalogue: the store's sections and items, and its legal pages, in the request's
// language. Prices are stored tax included; the tax in them is derived, never stored.
import { taxIncludedIn } from '../../common/consumptionTax';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { isOnSale, isSoldOut, taxRateOf } from './saleRules';
import { readCoinPackPage, readItemPage, readSectionPage } from './storePages';
import type { StoreSettings } from './tables';

/** The store's settings; a tenant without them has no store to sell from. */
export async function requireStoreSettings(context: GraphQLContext): Promise<StoreSettings> {
  const settings = await context.loaders.store.settings();
  if (!settings) throw new Error(`The tenant ${context.tenantId} has no store settings`);
  return settings;
}

export function sellerOf(settings: StoreSettings, context: GraphQLContext) {
  const { language } = context;
  return {
    name: pickLocalized(settings.sellerName, language),
    invoiceRegistrationNumber: settings.invoiceRegistrationNumber,
    address: pickLocalized(settings.address, language),
    email: settings.email,
  };
}

export const catalogueResolvers: Resolvers = {
  Community: {
    storeSections: (_community, args, context) => readSectionPage(context, args),
    coinPacks: (_community, args, context) => readCoinPackPage(context, args),
    storeLegal: async (_community, _args, context) => {
      const settings = await requireStoreSettings(context);
      const pick = (text: StoreSettings['paymentTiming']) => pickLocalized(text, context.language);
      return {
        seller: sellerOf(settings, context),
        representative: pick(settings.representative),
        phone: settings.phone,
        paymentTiming: pick(settings.paymentTiming),
        deliveryTiming: pick(settings.deliveryTiming),
        returnPolicy: pick(settings.returnPolicy),
        additionalCosts: pick(settings.additionalCosts),
        coinIssuer: pick(settings.sellerName),
        coinNotice: pick(settings.coinNotice),
      };
    },
  },
  StoreSection: {
    id: (section) => toGlobalId('StoreSection', section.id),
    title: (section, _args, { language }) => pickLocalized(section.title, language),
    description: (section, _args, { language }) => pickLocalized(section.description, language),
    items: (section, args, context) => readItemPage(context, section.id, args),
  },
  StoreItem: {
    id: (item) => toGlobalId('StoreItem', item.id),
    section: async (item, _args, context) => {
      const section = await context.loaders.store.sectionById.load(item.sectionId);
      if (!section) throw new Error('The section of an item is missing');
      return section;
    },
    name: (item, _args, { language }) => pickLocalized(item.name, language),
    description: (item, _args, { language }) => pickLocalized(item.description, language),
    taxRate: (item) => taxRateOf(item.taxRatePercent),
    taxIncluded: (item) => taxIncludedIn(item.price, item.taxRatePercent),
    isOnSale: (item) => isOnSale(item),
    isSoldOut: (item) => isSoldOut(item),
    viewerPurchasedCount: (item, _args, context) =>
      context.loaders.store.viewerPurchasedCountByItemId.load(item.id),
  },
};
