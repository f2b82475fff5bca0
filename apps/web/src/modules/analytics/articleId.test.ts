import { describe, expect, it } from 'vitest';
import { articleIdOf } from './articleId.ts';

const BASE = '/epm-coalweb/';

describe('articleIdOf', () => {
  it('names the item of the detail pages', () => {
    expect(articleIdOf('/epm-coalweb/portal/NoticeDetail', '?id=35', BASE)).toBe('35');
    expect(articleIdOf('/epm-coalweb/mobile/notice/detail', '?id=7&from=share', BASE)).toBe('7');
    expect(articleIdOf('/epm-coalweb/portal/TextDetail', '?id=4', BASE)).toBe('text:4');
    expect(articleIdOf('/epm-coalweb/portal/ResearchReportDetail', '?id=12', BASE)).toBe('report:12');
  });

  it('says nothing for other pages or a bad id', () => {
    expect(articleIdOf('/epm-coalweb/portal/Home', '?id=3', BASE)).toBeUndefined();
    expect(articleIdOf('/epm-coalweb/portal/NoticeDetail', '', BASE)).toBeUndefined();
    expect(articleIdOf('/epm-coalweb/portal/NoticeDetail', '?id=abc', BASE)).toBeUndefined();
  });
});
