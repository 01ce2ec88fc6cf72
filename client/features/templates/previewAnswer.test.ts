// The preview queries' union answers as the frame shows them.
import { describe, expect, it } from 'vitest';
import { previewAnswer } from './useDescriptionPreview.ts';

describe('previewAnswer', () => {
  it('shows the HTML of a DescriptionPreview', () => {
    expect(previewAnswer({ __typename: 'DescriptionPreview', html: '<p>x</p>' })).toEqual({ html: '<p>x</p>' });
  });
  it("shows 'Error compiling template' with its reason", () => {
    expect(previewAnswer({ __typename: 'TemplateCompileError', message: 'Error compiling template', reason: 'undefined variable: price' })).toEqual({
      message: 'Error compiling template',
      reason: 'undefined variable: price',
    });
  });
  it('shows another error without a reason, and a missing answer as a load failure', () => {
    expect(previewAnswer({ __typename: 'InventoryItemNotFoundError', message: 'Item not found' })).toEqual({ message: 'Item not found', reason: null });
    expect(previewAnswer(null)).toEqual({ message: 'Could not load the preview' });
    expect(previewAnswer({ __typename: '%other' })).toEqual({ message: 'Could not load the preview' });
  });
});
