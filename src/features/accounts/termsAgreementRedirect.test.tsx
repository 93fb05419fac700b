import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  announceTermsAgreementRequired,
  holdsTermsAgreementRequired,
} from '../../relay/termsAgreementRequired';
import { safeRedirectPath, TermsAgreementRedirect } from './termsAgreementRedirect';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, required: boolean) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TermsAgreementRedirect required={required} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('TermsAgreementRedirect', () => {
  it('sends a fan who must agree to the terms page, with the way back', () => {
    const where = renderAt('/store?tab=coins', true);
    expect(where()).toBe('/onboarding/agree-terms?redirect=%2Fstore%3Ftab%3Dcoins');
  });

  it('leaves other fans where they are until a mutation answers TermsAgreementRequiredError', () => {
    const where = renderAt('/messages', false);
    expect(where()).toBe('/messages');
    act(() =>
      announceTermsAgreementRequired({
        data: { postChatMessage: { __typename: 'TermsAgreementRequiredError' } },
      }),
    );
    expect(where()).toBe('/onboarding/agree-terms?redirect=%2Fmessages');
  });

  it('finds the error anywhere in a response and only there', () => {
    expect(
      holdsTermsAgreementRequired({ a: { b: [{ __typename: 'TermsAgreementRequiredError' }] } }),
    ).toBe(true);
    expect(holdsTermsAgreementRequired({ a: { __typename: 'PostChatMessagePayload' } })).toBe(
      false,
    );
  });

  it('returns only to paths of this site', () => {
    expect(safeRedirectPath('/mypage')).toBe('/mypage');
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
