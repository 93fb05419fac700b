import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../tests/TestProviders';
import { SessionEndedNotice } from './SessionEndedNotice';
import { announceSessionEnded } from './sessionEnded';

describe('SessionEndedNotice', () => {
  it('says nothing until the session ends, then says why, until closed', async () => {
    render(
      <TestProviders locale="en">
        <SessionEndedNotice />
      </TestProviders>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => announceSessionEnded());
    expect(screen.getByRole('alert').textContent).toContain(
      'Your sign-in could not be renewed, so you have been signed out.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
