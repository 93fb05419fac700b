// The address form's postal-code lookup: once the fan has typed 7 digits, ask the server
// (Query.postalCodeAreas, Japan Post's list) which prefecture, city and town they name.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { normalizePostalCode } from '../../../common/delivery/shippingAddress';
import type { usePostalCodeLookupQuery } from '../../__generated__/usePostalCodeLookupQuery.graphql';

export interface PostalCodeFill {
  postalCode: string;
  prefecture: string;
  /** The city, with the town when the code names only one. */
  city: string;
}

export type PostalCodeLookup =
  | { state: 'idle' }
  | { state: 'found'; fill: PostalCodeFill }
  | { state: 'unknown'; postalCode: string };

/** What a postal code names, or that Japan Post does not list it; idle while it is partial. */
export function usePostalCodeLookup(value: string): PostalCodeLookup {
  const environment = useRelayEnvironment();
  const postalCode = normalizePostalCode(value);
  const [lookup, setLookup] = useState<PostalCodeLookup>({ state: 'idle' });
  useEffect(() => {
    if (!postalCode) {
      setLookup({ state: 'idle' });
      return;
    }
    const subscription = fetchQuery<usePostalCodeLookupQuery>(
      environment,
      postalCodeQuery,
      { postalCode },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: ({ postalCodeAreas: areas }) => {
        const [first] = areas;
        if (!first) {
          setLookup({ state: 'unknown', postalCode });
          return;
        }
        const oneCity = areas.every((area) => area.city === first.city);
        const oneTown = areas.length === 1 && first.town !== '';
        setLookup({
          state: 'found',
          fill: {
            postalCode,
            prefecture: first.prefecture,
            city: oneCity ? `${first.city}${oneTown ? first.town : ''}` : '',
          },
        });
      },
      // A failed lookup leaves the form to the fan, as before.
      error: () => setLookup({ state: 'idle' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, postalCode]);
  return lookup;
}

const postalCodeQuery = graphql`
  query usePostalCodeLookupQuery($postalCode: String!) {
    postalCodeAreas(postalCode: $postalCode) {
      prefecture
      city
      town
    }
  }
`;
