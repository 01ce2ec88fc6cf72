import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description.ts';

describe('sanitizeDescription', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<p>Great <strong>sound</strong>, <em>light</em> and <u>loud</u></p><ul><li>One</li></ul><h2>Box</h2><ol><li>Two</li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, styles, handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeDescription(html);
    expect(clean).toBe('<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a> </p>');
  });

  it('keeps http links, opening in a new tab without an opener', () => {
    expect(sanitizeDescription('<p><a href="https://example.com/manual" style="color:red">manual</a></p>')).toBe(
      '<p><a href="https://example.com/manual" rel="noopener noreferrer nofollow" target="_blank">manual</a></p>',
    );
  });

  it('wraps bare text in a paragraph and escapes it', () => {
    expect(sanitizeDescription('Tom & Jerry <new>')).toBe('<p>Tom &amp; Jerry</p>');
    expect(sanitizeDescription('Mine')).toBe('<p>Mine</p>');
    expect(sanitizeDescription('  ')).toBe('');
    expect(sanitizeDescription('<p></p><p><br></p>')).toBe('');
  });
});
