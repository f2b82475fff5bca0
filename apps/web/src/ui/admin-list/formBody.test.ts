import { describe, expect, it } from 'vitest';
import { formFlag, toFormBody } from './formBody.ts';

describe('toFormBody', () => {
  it('sends booleans as 1/0 and empty values as blanks, the rest as is', () => {
    expect(toFormBody({ enabled: true, top: false, name: '焦煤', sort: 3, link: null, icon: undefined, ids: [1, 2] })).toEqual({
      enabled: '1',
      top: '0',
      name: '焦煤',
      sort: 3,
      link: '',
      icon: '',
      ids: [1, 2],
    });
    expect(toFormBody({ sort: null, on: true }, { blanks: 'omit' })).toEqual({ on: '1' });
    expect(formFlag(true)).toBe('1');
  });
});
