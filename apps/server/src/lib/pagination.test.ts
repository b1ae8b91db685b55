import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('pageWindow', () => {
  it('gives an empty list one empty first page', () => {
    expect(pageWindow(0, 10, 1)).toEqual({ page: 1, pages: 1, total: 0, limit: 10, offset: 0 });
  });

  it('keeps the requested page between the first and the last', () => {
    expect(pageWindow(25, 10, 2)).toMatchObject({ page: 2, pages: 3, offset: 10 });
    expect(pageWindow(25, 10, 99)).toMatchObject({ page: 3, pages: 3, offset: 20 });
    expect(pageWindow(25, 10, 0)).toMatchObject({ page: 1, offset: 0 });
  });

  it('finds the last page', () => {
    expect(pageWindow(30, 10, 'last')).toMatchObject({ page: 3, pages: 3, offset: 20 });
    expect(pageWindow(0, 10, 'last')).toMatchObject({ page: 1, offset: 0 });
  });
});
