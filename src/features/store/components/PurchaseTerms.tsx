import { Anchor, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PurchaseTerms_legal$key } from '../../../__generated__/PurchaseTerms_legal.graphql';
import { termsMessages } from '../storeMessages';

/**
 * 特定商取引法 §12-6: on the final confirmation screen, when payment is taken, when the
 * goods arrive, the extra costs, and cancellation and returns, in the seller's words.
 */
export function PurchaseTerms({ legal }: { legal: PurchaseTerms_legal$key }) {
  const data = useFragment(purchaseTermsFragment, legal);
  const rows = [
    [termsMessages.paymentTiming, data.paymentTiming],
    [termsMessages.deliveryTiming, data.deliveryTiming],
    [termsMessages.additionalCosts, data.additionalCosts],
    [termsMessages.returnPolicy, data.returnPolicy],
  ] as const;
  return (
    <Stack gap="sm" component="dl" m={0}>
      {rows.map(([label, text]) => (
        <div key={label.id}>
          <Text component="dt" size="sm" fw={700}>
            <FormattedMessage {...label} />
          </Text>
          <Text component="dd" size="sm" m={0} c="dimmed">
            {text}
          </Text>
        </div>
      ))}
      <Anchor component={Link} to="/tokushoho" size="sm">
        <FormattedMessage id="store.links.tokushoho" />
      </Anchor>
    </Stack>
  );
}

const purchaseTermsFragment = graphql`
  fragment PurchaseTerms_legal on StoreLegal {
    paymentTiming
    deliveryTiming
    additionalCosts
    returnPolicy
  }
`;
