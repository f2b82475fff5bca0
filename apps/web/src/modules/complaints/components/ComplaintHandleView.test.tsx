import type { ComplaintDetail } from '@coal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ComplaintHandleView } from './ComplaintHandleView.tsx';

// What members typed into a question or answer: markup that must never become elements.
const TYPED = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<style>body{display:none}</style>',
  '<img src="x" onerror="alert(1)">',
  '<script>alert(2)</script>',
].join('\n');

function complaint(target: ComplaintDetail['target']): ComplaintDetail {
  return {
    id: 7,
    targetType: 'question',
    targetTypeName: '问题',
    targetId: 3,
    targetTitle: '问题',
    memberName: '会员甲',
    reasonType: 'other',
    reasonName: '其他',
    content: '',
    status: 'pending',
    statusName: '待处理',
    reply: '',
    handlerName: '',
    handleTime: null,
    createTime: '2026-11-20T08:00:00Z',
    target,
  };
}

const card = () => screen.getByText('被投诉内容').closest('.ant-card') as HTMLElement;
const activeElements = (root: HTMLElement) => root.querySelectorAll('meta, style, img, script');

describe('ComplaintHandleView: the complaint target', () => {
  it('shows a question or answer body as text, markup and all', () => {
    renderWithProviders(
      <ComplaintHandleView complaint={complaint({ title: '问题', content: TYPED, contentFormat: 'text', authorName: '会员甲', status: 'published', statusName: '已发布' })} />,
    );
    expect(activeElements(card())).toHaveLength(0);
    expect(card().textContent).toContain('<meta http-equiv="refresh" content="0;url=https://evil.example/">');
    expect(card().textContent).toContain('<script>alert(2)</script>');
  });

  it('renders an article body as the sanitised HTML the server sends, escaped text staying text', () => {
    const html = '<p>正文 &lt;script&gt;alert(3)&lt;/script&gt; <strong>加粗</strong></p>';
    renderWithProviders(
      <ComplaintHandleView complaint={complaint({ title: '文章', content: html, contentFormat: 'html', authorName: '编辑', status: 'published', statusName: '已发布' })} />,
    );
    expect(card().querySelector('strong')?.textContent).toBe('加粗');
    expect(activeElements(card())).toHaveLength(0);
    expect(card().textContent).toContain('<script>alert(3)</script>');
  });
});
