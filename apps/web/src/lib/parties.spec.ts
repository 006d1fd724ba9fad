import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../testing/fixtures';
import { hasBothParties } from './parties';

describe('hasBothParties', () => {
  it('needs a user and an opponent party', () => {
    expect(hasBothParties(aLeaseDetail())).toBe(true);
    expect(
      hasBothParties(
        aLeaseDetail({
          parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
        }),
      ),
    ).toBe(false);
  });
});
