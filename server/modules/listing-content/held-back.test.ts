import { describe, expect, it } from 'vitest';
import { missingAspectsOf } from './held-back.service.ts';

describe("the aspects a pre-flight message names as missing (issue 28's groups)", () => {
  it('reads every aspect of the message', () => {
    expect(missingAspectsOf('Missing item specifics: Book Title, Author, Language')).toEqual(['Book Title', 'Author', 'Language']);
  });
  it('stops where an invalid-value part follows', () => {
    expect(missingAspectsOf("Missing item specifics: Shape. Item specific Size does not accept '60 x 60 cm': choose one of eBay's values")).toEqual(['Shape']);
  });
  it('names none for another reason', () => {
    expect(missingAspectsOf("Item specific Size does not accept '60 x 60 cm': choose one of eBay's values")).toEqual([]);
  });
});
