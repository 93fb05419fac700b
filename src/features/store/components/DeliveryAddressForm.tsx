import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { PREFECTURES, prefectureLabel } from '../../../../common/delivery/prefectures';
import type { DeliveryAddressForm_address$key } from '../../../__generated__/DeliveryAddressForm_address.graphql';
import {
  useSaveDeliveryAddressMutation,
  type AddressFields,
} from '../useSaveDeliveryAddressMutation';
import { usePostalCodeLookup } from '../usePostalCodeLookup';

type TextField = Exclude<keyof AddressFields, 'prefecture'>;

const empty: Required<AddressFields> = {
  recipientName: '',
  postalCode: '',
  prefecture: '',
  city: '',
  street: '',
  building: '',
  phone: '',
};

/**
 * Adds an address to the fan's book, or edits one (`address` and `id` given). The server
 * checks every field and answers the first wrong one, shown under its input.
 */
export function DeliveryAddressForm({
  id,
  address,
  connections,
  onSaved,
  onCancel,
}: {
  id?: string;
  address?: DeliveryAddressForm_address$key | null;
  connections: readonly string[];
  onSaved: (id: string) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const language = intl.locale.startsWith('en') ? 'en' : 'ja';
  const initial = useFragment(addressFragment, address ?? null);
  const [values, setValues] = useState<Required<AddressFields>>(
    initial
      ? {
          recipientName: initial.recipientName,
          postalCode: initial.postalCode,
          prefecture: initial.prefecture,
          city: initial.city,
          street: initial.street,
          building: initial.building,
          phone: initial.phone,
        }
      : empty,
  );
  const [makeDefault, setMakeDefault] = useState(false);
  const lookup = usePostalCodeLookup(values.postalCode);
  // What the lookup last filled in: the fan's own typing is never overwritten.
  const [filled, setFilled] = useState<{ prefecture: string; city: string } | null>(null);
  const lookedUp = lookup.state === 'found' ? lookup.fill : null;
  useEffect(() => {
    if (!lookedUp) return;
    setValues((current) => {
      const untouched = (field: 'prefecture' | 'city') =>
        current[field] === '' || current[field] === filled?.[field];
      return {
        ...current,
        prefecture: untouched('prefecture') ? lookedUp.prefecture : current.prefecture,
        city: untouched('city') && lookedUp.city ? lookedUp.city : current.city,
      };
    });
    setFilled({ prefecture: lookedUp.prefecture, city: lookedUp.city });
    // Only when a new code was looked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookedUp?.postalCode]);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [save, saving] = useSaveDeliveryAddressMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const outcome = await save(values, { id, makeDefault, connections });
    if ('saved' in outcome) return onSaved(outcome.saved);
    setProblem({
      field: outcome.field,
      message: outcome.message || intl.formatMessage({ id: 'store.error.generic' }),
    });
  };

  const input = (field: TextField, required = true, description?: string) => (
    <TextInput
      description={description}
      // Under the input, so the postal code's field lines up with the prefecture beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      label={intl.formatMessage(labels[field])}
      value={values[field] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
      required={required}
      error={problem?.field === field ? problem.message : undefined}
      autoComplete={autoComplete[field]}
      inputMode={field === 'postalCode' || field === 'phone' ? 'tel' : undefined}
    />
  );

  return (
    <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'store.address.formLabel' })}>
      <Stack gap="sm">
        {input('recipientName')}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {input(
            'postalCode',
            true,
            lookup.state === 'found'
              ? intl.formatMessage(
                  { id: 'store.address.lookup.found' },
                  {
                    area: `${prefectureLabel(lookup.fill.prefecture, language)} ${lookup.fill.city}`,
                  },
                )
              : lookup.state === 'unknown'
                ? intl.formatMessage({ id: 'store.address.lookup.unknown' })
                : intl.formatMessage({ id: 'store.address.lookup.hint' }),
          )}
          <Select
            label={intl.formatMessage(labels.prefecture)}
            data={PREFECTURES.map((prefecture) => ({
              value: prefecture.ja,
              label: prefecture[language],
            }))}
            value={values.prefecture || null}
            onChange={(value) => setValues((current) => ({ ...current, prefecture: value ?? '' }))}
            searchable
            required
            error={problem?.field === 'prefecture' ? problem.message : undefined}
            autoComplete="address-level1"
          />
        </SimpleGrid>
        {input('city')}
        {input('street')}
        {input('building', false)}
        {input('phone')}
        <Checkbox
          label={<FormattedMessage id="store.address.makeDefault" />}
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.currentTarget.checked)}
        />
        {problem && problem.field === null && (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              <FormattedMessage id="store.address.cancel" />
            </Button>
          )}
          <Button type="submit" loading={saving} radius="xl">
            <FormattedMessage id="store.address.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const labels = defineMessages({
  recipientName: { id: 'store.address.field.recipientName' },
  postalCode: { id: 'store.address.field.postalCode' },
  prefecture: { id: 'store.address.field.prefecture' },
  city: { id: 'store.address.field.city' },
  street: { id: 'store.address.field.street' },
  building: { id: 'store.address.field.building' },
  phone: { id: 'store.address.field.phone' },
});

const autoComplete: Record<TextField, string> = {
  recipientName: 'name',
  postalCode: 'postal-code',
  city: 'address-level2',
  street: 'address-line1',
  building: 'address-line2',
  phone: 'tel',
};

const addressFragment = graphql`
  fragment DeliveryAddressForm_address on ShippingAddress {
    recipientName
    postalCode
    prefecture
    city
    street
    building
    phone
  }
`;
