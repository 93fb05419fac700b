import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoader } from './PageLoader';
import { TestProviders } from '../../../tests/TestProviders';

afterEach(() => vi.useRealTimers());

describe('PageLoader', () => {
  it('shows the loader only after 200 ms', () => {
    vi.useFakeTimers();
    render(
      <TestProviders>
        <PageLoader />
      </TestProviders>,
    );
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
  });
});
