import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiInsightsView } from './AiInsightsView';

const INSIGHTS = {
  keyRecommendation: 'Open with the term, then trade on rent.',
  strengths: ['You care more about the term', 'Rent has room for both'],
  risks: ['They may hold firm on rent'],
  source: 'offline' as const,
};

function items(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('AiInsightsView', () => {
  it('offers Generate AI Insights and no card before generating', async () => {
    const onGenerate = vi.fn();
    renderWithProviders(<AiInsightsView insights={null} generating={false} onGenerate={onGenerate} />);
    expect(screen.queryByRole('region', { name: 'AI Strategic Insights' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Generate AI Insights' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('reads Generating... and cannot be pressed while it runs', async () => {
    const onGenerate = vi.fn();
    renderWithProviders(<AiInsightsView insights={null} generating onGenerate={onGenerate} />);
    const button = screen.getByRole('button', { name: 'Generating...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('shows the key recommendation, strengths and risks', () => {
    renderWithProviders(<AiInsightsView insights={INSIGHTS} generating={false} onGenerate={vi.fn()} />);
    const card = screen.getByRole('region', { name: 'AI Strategic Insights' });
    expect(within(card).getByRole('heading', { name: 'Key Recommendations' })).toBeInTheDocument();
    expect(within(card).getByText('Open with the term, then trade on rent.')).toBeInTheDocument();
    expect(items('Strengths to Leverage')).toEqual([
      'You care more about the term',
      'Rent has room for both',
    ]);
    expect(items('Potential Risks')).toEqual(['They may hold firm on rent']);
  });

  it('labels offline advice as rule-based and model advice as such', () => {
    const { unmount } = renderWithProviders(
      <AiInsightsView insights={INSIGHTS} generating={false} onGenerate={vi.fn()} />,
    );
    expect(screen.getByText('Rule-based advice')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <AiInsightsView insights={{ ...INSIGHTS, source: 'openai' }} generating={false} onGenerate={vi.fn()} />,
    );
    expect(screen.getByText('AI model')).toBeInTheDocument();
    expect(screen.queryByText('Rule-based advice')).not.toBeInTheDocument();
  });

  it('renders markup from the model as text', () => {
    renderWithProviders(
      <AiInsightsView
        insights={{
          keyRecommendation: '<b>Go</b>',
          strengths: ['<img src=x>'],
          risks: ['<i>r</i>'],
          source: 'openai',
        }}
        generating={false}
        onGenerate={vi.fn()}
      />,
    );
    expect(screen.getByText('<b>Go</b>')).toBeInTheDocument();
    expect(items('Potential Risks')).toEqual(['<i>r</i>']);
    expect(document.querySelector('b, img, li i')).toBeNull();
  });
});
