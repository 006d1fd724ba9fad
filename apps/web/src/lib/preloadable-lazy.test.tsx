import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderIn(Part: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Ada" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in its first commit, without its fallback', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = preloadableLazy(load);
    await Part.preload();
    renderIn(Part);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('is React.lazy when not preloaded: the fallback, then the component, loaded once', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = preloadableLazy(load);
    renderIn(Part);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Part = preloadableLazy(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    renderIn(Part);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
