import { describe, expect, it } from 'vitest';
import { mobilePath } from './mobilePath.ts';

describe('mobilePath (where a search hit opens on a phone)', () => {
  it('opens notices, indexes and commentaries on mobile pages, the rest on the portal', () => {
    expect(mobilePath('/portal/NoticeDetail?id=7')).toBe('/mobile/notice/detail?id=7');
    expect(mobilePath('/portal/IndexCommentary?id=12')).toBe('/mobile/PriceIndexPro1?commentary=12');
    expect(mobilePath('/portal/TextDetail?id=3')).toBe('/portal/TextDetail?id=3');
    expect(mobilePath('/portal/Price?family=SCSPI&code=SC-QHD5500')).toBe('/mobile/PriceIndexPro1?code=SC-QHD5500');
    expect(mobilePath('/portal/PriceCalendar?code=X')).toBe('/portal/PriceCalendar?code=X');
  });
});
