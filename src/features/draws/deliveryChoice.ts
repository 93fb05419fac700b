// What the fan chose on the delivery form, carried to the confirmation in the address so a
// reload or the back button keeps it: ?pulls=<id>,<id>&address=<id>.
import { MAX_PULLS_PER_DELIVERY } from '../../../common/draws/limits';

export interface DeliveryChoice {
  pullIds: string[];
  addressId: string;
}

export function deliveryChoiceOf(search: URLSearchParams): DeliveryChoice {
  const pullIds = (search.get('pulls') ?? '')
    .split(',')
    .filter((id) => id !== '')
    .slice(0, MAX_PULLS_PER_DELIVERY);
  return { pullIds, addressId: search.get('address') ?? '' };
}

export function deliveryChoiceSearch(choice: DeliveryChoice): string {
  const search = new URLSearchParams({
    pulls: choice.pullIds.join(','),
    address: choice.addressId,
  });
  return `?${search.toString()}`;
}
