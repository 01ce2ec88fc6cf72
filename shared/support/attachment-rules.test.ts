import { describe, expect, it } from 'vitest';
import { attachmentProblem, INVALID_TYPE_MESSAGE, MAX_ATTACHMENT_BYTES, TOO_LARGE_MESSAGE } from './attachment-rules.ts';

describe('support ticket attachment rules', () => {
  it('takes the five image types up to 2 MB', () => {
    for (const [filename, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.JPEG', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.gif', 'image/gif'],
    ] as const) {
      expect(attachmentProblem({ filename, type, size: MAX_ATTACHMENT_BYTES })).toBeNull();
    }
  });

  it('refuses other types by extension or MIME type', () => {
    expect(attachmentProblem({ filename: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(attachmentProblem({ filename: 'setup.png', type: 'application/x-msdownload', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(attachmentProblem({ filename: 'notes.pdf', type: 'image/png', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
    expect(attachmentProblem({ filename: 'noextension', type: 'image/png', size: 10 })).toBe(INVALID_TYPE_MESSAGE);
  });

  it('refuses a file one byte over 2 MB', () => {
    expect(attachmentProblem({ filename: 'big.png', type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
  });
});
