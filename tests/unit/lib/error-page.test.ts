import { describe, expect, it } from 'vitest';
import { errorPageContent, errorStatus, isErrorPageStatus } from '@/lib/error-page';
import * as messages from '@/lib/messages';

const { byStatus } = messages.errorPage;

describe('errorPageContent', () => {
  it.each([401, 403, 410, 500, 503] as const)('%i shows its own code and text', (status) => {
    expect(errorPageContent(status, 'ignored')).toEqual({
      code: status,
      title: messages.errorPage.title,
      message: byStatus[status],
    });
  });

  it('404 has the not-found title', () => {
    expect(errorPageContent(404)).toEqual({
      code: 404,
      title: messages.errorPage.notFoundTitle,
      message: byStatus[404],
    });
  });

  it.each([
    [418, 'Teapot broke', 'Teapot broke'],
    [502, null, messages.errorPage.default],
    [400, '   ', messages.errorPage.default],
  ])('another status %i shows 404 with the error message (%j)', (status, errorMessage, expected) => {
    expect(errorPageContent(status, errorMessage)).toMatchObject({ code: 404, message: expected });
  });

  it('a missing status shows 404', () => {
    expect(errorPageContent(undefined)).toMatchObject({ code: 404, message: byStatus[404] });
    expect(errorPageContent(null, 'x')).toMatchObject({ code: 404 });
  });

  it('the texts say what the spec says', () => {
    expect(byStatus[403]).toContain('دسترسی');
    expect(byStatus[410]).toContain('مسدود');
    expect(byStatus[503]).toContain('به\u200cروزرسانی');
  });
});

describe('errorStatus', () => {
  it.each([
    [{ statusCode: 403 }, 403],
    [{ status: 410 }, 410],
    [{ status: '410' }, 500],
    [new Error('x'), 500],
    ['boom', 500],
    [null, 500],
  ])('%j → %i (default 500)', (error, expected) => {
    expect(errorStatus(error)).toBe(expected);
  });

  it('knows the page statuses', () => {
    expect(isErrorPageStatus(503)).toBe(true);
    expect(isErrorPageStatus(502)).toBe(false);
    expect(isErrorPageStatus('404')).toBe(false);
  });
});
