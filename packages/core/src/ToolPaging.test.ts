import { describe, expect, it } from 'vitest';
import { ToolArgumentError } from './ToolArgumentReader.js';
import { ToolgateError } from './ToolgateError.js';
import { ToolPageOutOfRangeError, ToolPaging } from './ToolPaging.js';

const results = Array.from({ length: 100 }, (_, index) => `r${index + 1}`);

describe('ToolPaging', () => {
  it('starts at page 1 and fetches one more than the page to tell has_more', () => {
    const paging = new ToolPaging({ pageSize: 10 });
    const window = paging.window(undefined);
    expect(window).toEqual({ page: 1, pageSize: 10, offset: 0, fetchCount: 11, lastPage: 9 });
    const page = paging.pageFromStart(window, results.slice(0, window.fetchCount));
    expect(page.items).toEqual(results.slice(0, 10));
    expect(page.hasMore).toBe(true);
  });

  it('reports no more when the results run out', () => {
    const paging = new ToolPaging({ pageSize: 10 });
    const window = paging.window(2);
    const page = paging.pageFromStart(window, results.slice(0, 15));
    expect(page).toEqual({ page: 2, items: results.slice(10, 15), hasMore: false });
    expect(paging.pageFromOffset(window, ['a', 'b'])).toEqual({ page: 2, items: ['a', 'b'], hasMore: false });
    expect(paging.pageFromOffset(window, results.slice(0, 11)).hasMore).toBe(true);
  });

  it('caps the depth by the result window: the last page never claims more', () => {
    const paging = new ToolPaging({ pageSize: 10, maxResultWindow: 100 });
    expect(paging.lastPage).toBe(9);
    const last = paging.pageFromStart(paging.window(9), results);
    expect(last.items).toEqual(results.slice(80, 90));
    expect(last.hasMore).toBe(false);
    expect(new ToolPaging({ pageSize: 200 }).lastPage).toBe(1);
  });

  it('refuses a page beyond the cap naming the last page, with the advice given', () => {
    const paging = new ToolPaging({
      pageSize: 10,
      beyondLastPageAdvice: 'Search with a narrower query instead of paging further.',
    });
    let error: unknown;
    try {
      paging.window(12);
    } catch (caught) {
      error = caught;
    }
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(ToolPageOutOfRangeError);
    expect(error).toBeInstanceOf(ToolArgumentError);
    expect((error as ToolPageOutOfRangeError).code).toBe('INVALID_TOOL_ARGUMENT');
    expect((error as ToolPageOutOfRangeError).argumentName).toBe('page');
    expect((error as ToolPageOutOfRangeError).lastPage).toBe(9);
    expect((error as Error).message).toBe(
      "Argument 'page' must be a whole number from 1 to 9 (the last page there is), but was 12. Ask for page 9 or an earlier one. Search with a narrower query instead of paging further.",
    );
  });

  it('refuses pages that are not positive whole numbers instead of guessing', () => {
    const paging = new ToolPaging({ pageSize: 5 });
    for (const page of [0, -1, 2.5]) {
      expect(() => paging.window(page)).toThrow(
        `Argument 'page' must be a whole number from 1 to 19, but was ${page}. Leave it out to get the first page.`,
      );
    }
    expect(() => paging.window(Number.NaN)).toThrow(/must be a whole number from 1 to 19, but was NaN/);
    expect(paging.window(undefined).page).toBe(1);
    expect(() => new ToolPaging({ pageSize: 0 })).toThrow(RangeError);
  });
});
