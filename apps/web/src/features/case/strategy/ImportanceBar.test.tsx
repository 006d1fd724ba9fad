import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ImportanceBar } from './ImportanceBar';

function renderBar(importance: number) {
  renderWithProviders(
    <ImportanceBar label="Your importance" issueName="Rent" importance={importance} color="#1d4ed8" />,
  );
}

describe('ImportanceBar', () => {
  it('fills the share of its 0–200% track and names the rounded importance', () => {
    // 119.6% → shown as 120%; fills 119.6 / 200 = 59.8% of the track.
    renderBar(119.6);
    const meter = screen.getByRole('meter', { name: 'Your importance of Rent: 120%' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '200');
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuetext', '120%');
    expect(screen.getByTestId('importance-fill').style.width).toBe('59.8%');
    expect(screen.getByText('120%')).toBeInTheDocument();
  });

  it('marks 100% at the middle of the track', () => {
    renderBar(40);
    const midpoint = screen.getByTestId('importance-midpoint');
    expect(midpoint.style.left).toBe('50%');
    expect(midpoint).toHaveAttribute('title', '100%');
    expect(screen.getByTestId('importance-fill').style.width).toBe('20%');
  });

  it('clamps an importance above 200% to a full bar but shows its value', () => {
    // Points reach 250, so an average can exceed the 200% scale.
    renderBar(250);
    const meter = screen.getByRole('meter', { name: 'Your importance of Rent: 250%' });
    expect(meter).toHaveAttribute('aria-valuenow', '200');
    expect(screen.getByTestId('importance-fill').style.width).toBe('100%');
  });
});
