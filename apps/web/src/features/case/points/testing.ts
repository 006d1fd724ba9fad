import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every box is 0×0 and dnd-kit's keyboard sensor finds no neighbour to move to.
 * This gives each list item a 40 px high box, one under the other in document order, for the test's length
 * (vitest's restoreMocks puts the real method back).
 */
export function layOutListItems() {
  const real = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    if (!item) return real.call(this);
    const index = Array.from(document.querySelectorAll('li')).indexOf(item);
    const top = index * 50;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 40,
      width: 600,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/**
 * Moves an item with the keyboard as a keyboard user would: focus its handle, Space to pick it up, the
 * arrow key, Space to drop. The sensor listens for the moves only after a tick, hence a user with delays.
 */
export async function dragWithKeyboard(user: UserEvent, handleName: string, key: 'ArrowDown' | 'ArrowUp') {
  screen.getByLabelText(handleName).focus();
  await user.keyboard('[Space]');
  await user.keyboard(`[${key}]`);
  await user.keyboard('[Space]');
}

/** Picks a level in an antd Select by its accessible name. */
export async function pickLevel(user: UserEvent, selectName: string, level: string) {
  await user.click(screen.getByLabelText(selectName));
  const choices = await screen.findAllByTitle(level);
  await user.click(choices[choices.length - 1]!);
}
