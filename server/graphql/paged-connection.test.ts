import { describe, expect, it } from 'vitest';
import { pagedConnection } from './paged-connection.ts';

// The cursor format partners already hold: base64 of Pothos's "OffsetConnection:<row offset>".
const cursor = (offset: number) => Buffer.from(`OffsetConnection:${offset}`).toString('base64');

describe('pagedConnection', () => {
  it('gives a middle page offset cursors, both neighbours and its numbers', () => {
    const page = { items: ['a', 'b'], totalCount: 7, numPages: 4, page: 2, pageSize: 2, offset: 2 };
    expect(pagedConnection(page, (s) => s.toUpperCase())).toEqual({
      edges: [
        { node: 'A', cursor: cursor(2) },
        { node: 'B', cursor: cursor(3) },
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: true, startCursor: cursor(2), endCursor: cursor(3) },
      totalCount: 7,
      numPages: 4,
      page: 2,
      pageSize: 2,
    });
  });

  it('says the last page has no next page, and an empty page has no cursors', () => {
    expect(pagedConnection({ items: ['g'], totalCount: 7, numPages: 4, page: 4, pageSize: 2, offset: 6 }).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: cursor(6),
      endCursor: cursor(6),
    });
    expect(pagedConnection({ items: [], totalCount: 0, numPages: 0, page: 1, pageSize: 25, offset: 0 }).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });
});
