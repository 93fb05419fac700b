// Community coins: the double-entry ledger other features pay and reward through
// (server/coins/ledger.ts), the fan's balance and history, and the operators' coin tools.
import { defineServerFeature } from '../platform/serverFeature';
import { coinResolvers } from './coinResolvers';
import { grantFreeCoinsResolvers } from './grantFreeCoins';
import { coinEntries, coinMovements, coinWallets, freeCoinLots } from './tables';

export const coinsFeature = defineServerFeature({
  name: 'coins',
  resolvers: [coinResolvers, grantFreeCoinsResolvers],
  tables: { coinMovements, coinEntries, coinWallets, freeCoinLots },
});
