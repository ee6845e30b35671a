import { beforeEach, describe, expect, it } from 'vitest';
import { carryToken, shownToken } from './carried-token';

const medicationRequest = 'Get medication request by id';
const serviceRequest = 'Get service request by id';

describe('the token carried between operation pages', () => {
  beforeEach(() => carryToken(undefined, medicationRequest));

  it('fills the empty field of the next page, and says where it was typed', () => {
    carryToken('my-test-token', medicationRequest);
    expect(shownToken(undefined, serviceRequest)).toEqual({
      token: 'my-test-token',
      carriedFrom: medicationRequest,
      missing: true,
    });
    // Once that page's store has it, the field still says where it came from.
    expect(shownToken('my-test-token', serviceRequest)).toEqual({
      token: 'my-test-token',
      carriedFrom: medicationRequest,
      missing: false,
    });
  });

  it('gives a store made anew on the same page its token back, with no origin to tell', () => {
    carryToken('my-test-token', medicationRequest);
    expect(shownToken(undefined, medicationRequest)).toEqual({
      token: 'my-test-token',
      missing: true,
    });
  });

  it("leaves a page's own token alone: one typed there, or filled in by a chosen answer", () => {
    carryToken('my-test-token', medicationRequest);
    expect(shownToken('sandbox-expired', serviceRequest)).toEqual({
      token: 'sandbox-expired',
      missing: false,
    });
    carryToken('typed-here', serviceRequest);
    expect(shownToken('typed-here', serviceRequest)).toEqual({
      token: 'typed-here',
      missing: false,
    });
  });

  it('forgets the token once the reader empties the field', () => {
    carryToken('my-test-token', medicationRequest);
    carryToken(undefined, serviceRequest);
    expect(shownToken(undefined, medicationRequest)).toEqual({ token: '', missing: false });
  });
});
