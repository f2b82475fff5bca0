import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { RevisionCompare } from './RevisionCompare.tsx';

const v = (title: string, content: string) => ({ title, summary: '摘要', content, editorName: '编辑', editTime: '2026-11-20T08:00:00Z' });

describe('RevisionCompare', () => {
  it('shows the live version beside the edit under review, the changed fields marked', () => {
    renderWithProviders(<RevisionCompare current={v('新标题', '<p>新</p>')} previous={v('旧标题', '<p>新</p>')} pendingEdit />);
    expect(screen.getByText('线上版本（审核期间门户仍显示）')).toBeTruthy();
    expect(screen.getByText('待审核的修改')).toBeTruthy();
    expect(screen.getAllByText('标题有改动')).toHaveLength(2);
    expect(screen.getAllByText('正文未改动')).toHaveLength(2);
  });
});
