import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMountedLater } from './useMountedLater';

function Screen({ log }: { log: string[] }) {
  const later = useMountedLater();
  log.push(later ? 'later' : 'first');
  return (
    <>
      <p>Above the fold</p>
      {later ? <p>Below the fold</p> : null}
    </>
  );
}

describe('useMountedLater', () => {
  it('renders first without the later part, then with it in a second commit', async () => {
    const log: string[] = [];
    await act(async () => {
      render(<Screen log={log} />);
    });
    expect(screen.getByText('Above the fold')).toBeInTheDocument();
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    // Two renders (StrictMode is not used here): the first without, the second with the later part.
    expect(log).toEqual(['first', 'later']);
  });
});
