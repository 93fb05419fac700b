// Versioned terms: an operator publishes a version (role-guarded), a fan who joined before
// it is held at the server (their mutations answer TermsAgreementRequiredError, except
// agreeing and deleting the account) until they agree; later joiners are not asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '../../common/ageBands';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { TERMS_GATE_EXEMPT } from './terms';
import { buildSchema, getNamedType, isUnionType } from 'graphql';
import { readFileSync } from 'node:fs';

const PUBLISH = `mutation($input: PublishTermsVersionInput!) {
  publishTermsVersion(input: $input) {
    __typename
    ... on PublishTermsVersionPayload { terms { version summary } }
    ... on InvalidInputError { field message }
    ... on Error { message }
  }
}`;
const AGREE = `mutation($input: AgreeToTermsInput!) {
  agreeToTerms(input: $input) {
    __typename
    ... on AgreeToTermsPayload { viewer { termsAgreementRequired needsTermsAgreement } }
    ... on InvalidInputError { field }
  }
}`;
const SET_COUNTRY = `mutation($input: SetCountryOfResidenceInput!) {
  setCountryOfResidence(input: $input) {
    __typename
    ... on TermsAgreementRequiredError { message termsVersion }
  }
}`;
const STATE = `{ termsVersion currentTerms { version summary } viewer { termsAgreementRequired } }`;

const publishInput = (version: string, clientMutationId = `publish-${version}`) => ({
  clientMutationId,
  version,
  summaryJa: 'ポイントの有効期限を変更しました。',
  summaryEn: 'We changed when points expire.',
});

describe.each(testBackends)('versioned terms (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('lets only operators publish, refusing a version twice with nothing written', async () => {
    await garden.join('terms-member');
    const before = await tableCounts(garden.database.db);
    const member = await garden.call(
      PUBLISH,
      { input: publishInput('2027-01') },
      { as: 'terms-member' },
    );
    expect(member.data.publishTermsVersion.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(PUBLISH, { input: publishInput('2027-01') });
    expect(visitor.data.publishTermsVersion.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const blank = await garden.call(
      PUBLISH,
      { input: { ...publishInput('2027-01'), summaryEn: '  ' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(blank.data.publishTermsVersion).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'summaryEn',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The demo garden's fans joined after the terms they were shown.
    expect((await garden.call(STATE, {}, { as: 'terms-member' })).data).toMatchObject({
      termsVersion: CURRENT_TERMS_VERSION,
      currentTerms: { version: CURRENT_TERMS_VERSION },
      viewer: { termsAgreementRequired: false },
    });
  });

  it('holds a fan who joined before a new version until they agree to it', async () => {
    const published = await garden.call(
      PUBLISH,
      { input: publishInput('2027-01') },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(published.data.publishTermsVersion).toEqual({
      __typename: 'PublishTermsVersionPayload',
      terms: { version: '2027-01', summary: 'We changed when points expire.' },
    });
    const twice = await garden.call(
      PUBLISH,
      { input: publishInput('2027-01', 'publish-again') },
      { as: DEMO_OPERATOR_UID, language: 'ja' },
    );
    expect(twice.data.publishTermsVersion).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'version',
      message: 'このバージョンの規約はすでに公開されています。',
    });
    const state = await garden.call(STATE, {}, { as: 'terms-member', language: 'ja' });
    expect(state.data).toEqual({
      termsVersion: '2027-01',
      currentTerms: { version: '2027-01', summary: 'ポイントの有効期限を変更しました。' },
      viewer: { termsAgreementRequired: true },
    });

    const before = await tableCounts(garden.database.db);
    const held = await garden.call(
      SET_COUNTRY,
      { input: { clientMutationId: 'held-1', countryCode: 'JP' } },
      { as: 'terms-member', language: 'ja' },
    );
    expect(held.data.setCountryOfResidence).toEqual({
      __typename: 'TermsAgreementRequiredError',
      message: '利用規約が更新されました。続けるには内容を確認して同意してください。',
      termsVersion: '2027-01',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const old = await garden.call(
      AGREE,
      { input: { clientMutationId: 'agree-old', termsVersion: CURRENT_TERMS_VERSION } },
      { as: 'terms-member' },
    );
    expect(old.data.agreeToTerms).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'termsVersion',
    });
    const agreed = await garden.call(
      AGREE,
      { input: { clientMutationId: 'agree-new', termsVersion: '2027-01' } },
      { as: 'terms-member' },
    );
    expect(agreed.data.agreeToTerms).toEqual({
      __typename: 'AgreeToTermsPayload',
      viewer: { termsAgreementRequired: false, needsTermsAgreement: false },
    });
    const retried = await garden.call(
      AGREE,
      { input: { clientMutationId: 'agree-new', termsVersion: '2027-01' } },
      { as: 'terms-member' },
    );
    expect(retried.data.agreeToTerms.__typename).toBe('AgreeToTermsPayload');
    const free = await garden.call(
      SET_COUNTRY,
      { input: { clientMutationId: 'held-2', countryCode: 'JP' } },
      { as: 'terms-member' },
    );
    expect(free.data.setCountryOfResidence.__typename).toBe('SetCountryOfResidencePayload');
  });

  it('does not hold a fan who joined after the version, nor another garden’s fans', async () => {
    await garden.join('terms-later');
    const later = await garden.call(STATE, {}, { as: 'terms-later' });
    expect(later.data.viewer.termsAgreementRequired).toBe(false);
    await garden.join('terms-elsewhere', 'x', OTHER_TENANT_ID);
    const other = await garden.call(STATE, {}, { as: 'terms-elsewhere', tenant: OTHER_TENANT_ID });
    expect(other.data).toMatchObject({
      termsVersion: CURRENT_TERMS_VERSION,
      currentTerms: { version: CURRENT_TERMS_VERSION, summary: 'The other garden’s terms.' },
      viewer: { termsAgreementRequired: false },
    });
  });

  it('lists TermsAgreementRequiredError in every fan mutation’s result but the exempt ones', () => {
    const schema = buildSchema(readFileSync('schema/generated/relay-schema.graphql', 'utf8'));
    const ungated = Object.values(schema.getMutationType()!.getFields())
      .filter((field) => {
        const type = getNamedType(field.type);
        return !(
          isUnionType(type) &&
          type.getTypes().some((member) => member.name === 'TermsAgreementRequiredError')
        );
      })
      .map((field) => field.name)
      .sort();
    expect(ungated).toEqual([...TERMS_GATE_EXEMPT].sort());
  });
});
