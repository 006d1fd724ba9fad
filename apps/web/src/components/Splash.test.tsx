import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Splash } from './Splash';

describe('Splash', () => {
  it('shows the logo and Loading... as a status', () => {
    render(<Splash />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Parley');
    expect(status).toHaveTextContent('Loading...');
  });
});
