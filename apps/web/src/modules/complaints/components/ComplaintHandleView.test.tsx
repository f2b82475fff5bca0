import type { ComplaintDetail } from '@coal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { ComplaintHandleView } from './ComplaintHandleView.tsx';

const handleComplaint = vi.hoisted(() => vi.fn(() => Promise.resolve(null)));
vi.mock('../api/complaintsApi.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), handleComplaint }));

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
      <ComplaintHandleView
        complaint={complaint({ title: '问题', content: TYPED, contentFormat: 'text', authorName: '会员甲', status: 'published', statusName: '已发布' })}
      />,
    );
    expect(activeElements(card())).toHaveLength(0);
    expect(card().textContent).toContain('<meta http-equiv="refresh" content="0;url=https://evil.example/">');
    expect(card().textContent).toContain('<script>alert(2)</script>');
  });

  it('renders an article body as the sanitised HTML the server sends, escaped text staying text', () => {
    const html = '<p>正文 &lt;script&gt;alert(3)&lt;/script&gt; <strong>加粗</strong></p>';
    renderWithProviders(
      <ComplaintHandleView
        complaint={complaint({ title: '文章', content: html, contentFormat: 'html', authorName: '编辑', status: 'published', statusName: '已发布' })}
      />,
    );
    expect(card().querySelector('strong')?.textContent).toBe('加粗');
    expect(activeElements(card())).toHaveLength(0);
    expect(card().textContent).toContain('<script>alert(3)</script>');
  });
});

describe('ComplaintHandleView: taking the content down', () => {
  it('asks for confirmation before saving a decision that takes the content off the portal', async () => {
    renderWithProviders(
      <ComplaintHandleView
        complaint={complaint({
          title: '被投诉的问题',
          content: '正文',
          contentFormat: 'text',
          authorName: '会员甲',
          status: 'published',
          statusName: '已发布',
        })}
      />,
    );
    fireEvent.click(screen.getByLabelText('已处理（投诉成立）'));
    fireEvent.click(await screen.findByLabelText('同时下线被投诉内容'));
    fireEvent.change(screen.getByPlaceholderText('处理结果将通知投诉人'), { target: { value: '已核实，内容下线' } });
    fireEvent.click(screen.getByRole('button', { name: /保存处理结果/ }));
    expect((await screen.findAllByText('确定下线被投诉内容？')).length).toBeGreaterThan(0);
    expect(handleComplaint).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确认下线并保存/ }));
    await waitFor(() => expect(handleComplaint).toHaveBeenCalledWith({ id: 7, status: 'resolved', reply: '已核实，内容下线', offlineTarget: true }));
  });
});
