import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnvelope } from '../../lib/worker-call';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { runExplorerJob, type ExplorerJob } from './explorer-client';
import { ScenarioExplorer } from './ScenarioExplorer';

/**
 * The browser's Worker (jsdom has none), running the explorer's worker code; the first `crashes` jobs posted
 * crash their worker instead (the error event a worker fires when its code dies, e.g. out of memory).
 */
class CrashingWorker {
  static crashes = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  postMessage(envelope: WorkerEnvelope<ExplorerJob>) {
    setTimeout(() => {
      if (CrashingWorker.crashes > 0) {
        CrashingWorker.crashes--;
        this.onerror?.(Object.assign(new Event('error', { cancelable: true }), { message: 'out of memory' }));
      } else {
        const reply = { id: envelope.id, body: runExplorerJob(envelope.body) };
        this.onmessage?.(new MessageEvent('message', { data: reply }));
      }
    });
  }
  addEventListener() {}
  terminate() {}
}

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('table tbody tr:not([aria-hidden])'));
}

describe('ScenarioExplorer when its worker fails', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    CrashingWorker.crashes = 0;
  });

  it('says so with Try Again instead of waiting forever, and Try Again asks a fresh worker', async () => {
    vi.stubGlobal('Worker', CrashingWorker);
    CrashingWorker.crashes = 1;
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scenarios could not be worked out');
    expect(screen.queryByText('Low 200')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
