import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './changes.ts';

describe('diffSnapshots (operation log before → after)', () => {
  const labels = { name: '名称', roles: '角色', enabled: '启用', sort: '排序' };

  it('lists only the labelled fields whose shown value changed, in label order', () => {
    const before = { name: 'a', roles: ['x', 'y'], enabled: true, sort: 1, ignored: 1 };
    const after = { name: 'b', roles: ['x', 'y'], enabled: false, sort: 1, ignored: 2 };
    expect(diffSnapshots(before, after, labels)).toEqual([
      { field: '名称', before: 'a', after: 'b' },
      { field: '启用', before: '是', after: '否' },
    ]);
  });

  it('treats a missing side as blank (create, delete)', () => {
    expect(diffSnapshots(null, { name: 'n', roles: ['x', 'y'], enabled: true, sort: 0 }, labels)).toEqual([
      { field: '名称', before: '', after: 'n' },
      { field: '角色', before: '', after: 'x、y' },
      { field: '启用', before: '', after: '是' },
      { field: '排序', before: '', after: '0' },
    ]);
  });
  it('compares a body whole but logs an excerpt and its length', () => {
    const long = '很长的正文'.repeat(20);
    const changes = diffSnapshots({ content: `<p>${long}</p>` }, { content: `<p>${long}。</p>` }, { content: '正文' }, ['content']);
    expect(changes).toEqual([{ field: '正文', before: `${long.slice(0, 40)}…（共100字）`, after: `${long.slice(0, 40)}…（共101字）` }]);
    expect(diffSnapshots({ content: '<p>同</p>' }, { content: '<p>同</p>' }, { content: '正文' }, ['content'])).toEqual([]);
  });

  it('shows a moment in China time, whatever the server’s zone', () => {
    const changes = diffSnapshots({ startAt: new Date('2026-11-25T01:30:00Z') }, { startAt: new Date('2026-11-25T16:05:00Z') }, { startAt: '开始时间' });
    expect(changes).toEqual([{ field: '开始时间', before: '2026-11-25 09:30', after: '2026-11-26 00:05' }]);
  });
});
