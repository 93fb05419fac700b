import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { TestProviders } from '../tests/TestProviders';
import { reportError } from './platform/errorReporting/errorReporter';

vi.mock('./platform/errorReporting/errorReporter', () => ({ reportError: vi.fn(async () => {}) }));

const stage = { broken: true };

function Puppet() {
  if (stage.broken) throw new Error('the strings are tangled');
  return <p>the puppet dances</p>;
}

describe('AppErrorBoundary', () => {
  it('shows a closable fallback modal for a render error, reports it as fatal, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestProviders>
        <AppErrorBoundary>
          <Puppet />
        </AppErrorBoundary>
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: '表示中に問題が発生しました' });
    expect(dialog).toHaveTextContent('もう一度試すか、ページを読み込み直してください。');
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the strings are tangled' }),
      expect.objectContaining({
        level: 'fatal',
        componentStack: expect.stringContaining('Puppet'),
      }),
    );

    stage.broken = false;
    await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[0]);
    expect(await screen.findByText('the puppet dances')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
