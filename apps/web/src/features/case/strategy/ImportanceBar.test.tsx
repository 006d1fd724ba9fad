import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ImportanceBar } from './ImportanceBar';

function renderBar(swing: number) {
  renderWithProviders(
    <ImportanceBar label="Your swing" issueName="Rent" importance={swing} color="#1d4ed8" />,
  );
}

describe('ImportanceBar', () => {
  it('fills the share of its 0–250 points track and names the swing in points', () => {
    // 119.5 → shown as 120 points; fills 119.5 / 250 = 47.8% of the track.
    renderBar(119.5);
    const meter = screen.getByRole('meter', { name: 'Your swing on Rent: 120 points' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '250');
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuetext', '120 points');
    expect(screen.getByTestId('importance-fill').style.width).toBe('47.8%');
    expect(screen.getByText('120 points')).toBeInTheDocument();
  });

  it('has no midpoint mark: a swing is read against the same scale for both sides', () => {
    renderBar(50);
    expect(screen.queryByTestId('importance-midpoint')).toBeNull();
    expect(screen.getByTestId('importance-fill').style.width).toBe('20%');
    expect(screen.getByText('250 points')).toBeInTheDocument();
  });

  it('clamps a swing beyond the scale to a full bar but shows its value', () => {
    renderBar(300);
    const meter = screen.getByRole('meter', { name: 'Your swing on Rent: 300 points' });
    expect(meter).toHaveAttribute('aria-valuenow', '250');
    expect(screen.getByTestId('importance-fill').style.width).toBe('100%');
  });
});
