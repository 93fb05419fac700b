import { Text, type TextProps } from '@mantine/core';
import { FormattedMessage, FormattedNumber } from 'react-intl';

/** A yen amount; with `taxIncluded`, says so (総額表示). */
export function Yen({ amount }: { amount: number }) {
  return <FormattedNumber value={amount} style="currency" currency="JPY" />;
}

/** A price as the store shows it: the tax-included amount and 税込. */
export function Price({ amount, ...props }: { amount: number } & TextProps) {
  return (
    <Text component="span" fw={700} {...props}>
      <FormattedMessage id="store.price.taxIncluded" values={{ price: <Yen amount={amount} /> }} />
    </Text>
  );
}
