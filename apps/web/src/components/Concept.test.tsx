import { CONCEPTS, conceptSentence } from '@parley/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Concept, Explained } from './Concept';

const NASH = conceptSentence('nash');

/** The accessible description, as a screen reader gets it (the open tooltip adds an empty part). */
const description = (element: HTMLElement, text: string) =>
  expect(element).toHaveAccessibleDescription(
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`),
  );

/** The open tooltip's text, or null when none is open. */
const openTip = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-container');

describe('Concept', () => {
  it('keeps the words it wraps and is a button described by the plain explanation, open or not', () => {
    renderWithProviders(
      <p>
        The <Concept term="nash">Nash point</Concept> is marked.
      </p>,
    );
    const term = screen.getByRole('button', { name: 'Nash point' });
    description(term, NASH);
    expect(term.closest('p')).toHaveTextContent('The Nash point is marked.');
    expect(openTip()).toBeNull();
  });

  it('opens on keyboard focus, is described once while open, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Concept term="zopa">Zone of possible agreement</Concept>);
    await user.tab();
    const term = screen.getByRole('button', { name: 'Zone of possible agreement' });
    expect(term).toHaveFocus();
    await waitFor(() => expect(openTip()).toHaveTextContent(conceptSentence('zopa')));
    // The tooltip's copy is hidden from assistive technology: the description is not doubled.
    description(term, conceptSentence('zopa'));
    expect(openTip()?.querySelector('strong')).toHaveTextContent(CONCEPTS.zopa.name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(openTip()).toBeNull());
    expect(term).toHaveFocus();
  });

  it('opens on hover and on a tap, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Concept term="winWinRate">Win-Win Rate</Concept>);
    const term = screen.getByRole('button', { name: 'Win-Win Rate' });
    await user.hover(term);
    await waitFor(() => expect(openTip()).toHaveTextContent(conceptSentence('winWinRate')));
    await user.unhover(term);
    await waitFor(() => expect(openTip()).toBeNull());
    fireEvent.click(term);
    await waitFor(() => expect(openTip()).toHaveTextContent(conceptSentence('winWinRate')));
  });

  it('draws an info button named after the concept when it wraps no words', () => {
    renderWithProviders(<Concept term="pointsOf" />);
    const info = screen.getByRole('button', { name: `About ${CONCEPTS.pointsOf.name}` });
    description(info, conceptSentence('pointsOf'));
  });
});

describe('Explained', () => {
  it('explains any words with a line of its own (a column header and its full name)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Explained explanation="Monthly rent: your points">Monthl U.Pts</Explained>);
    const header = screen.getByRole('button', { name: 'Monthl U.Pts' });
    description(header, 'Monthly rent: your points');
    await user.tab();
    await waitFor(() => expect(openTip()).toHaveTextContent('Monthly rent: your points'));
  });
});
