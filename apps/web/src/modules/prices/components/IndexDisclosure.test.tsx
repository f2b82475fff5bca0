import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IndexDisclosure } from './IndexDisclosure.tsx';

const disclosure = { dealCount: 5, contributorCount: 4, judgement: true, methodologyVersion: 2, text: '本期依据：5 笔成交，4 家机构；含评估判断' };

describe('IndexDisclosure', () => {
  it('says what the value rests on and links the methodology version', () => {
    const open = vi.fn();
    render(<IndexDisclosure latest={{ disclosure, methodologyVersion: 2, suspension: null }} onMethodology={open} />);
    expect(screen.getByText('本期依据：5 笔成交，4 家机构；含评估判断')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编制方法第 2 版' }));
    expect(open).toHaveBeenCalledWith(2);
  });

  it('announces a suspended period with its reason', () => {
    render(<IndexDisclosure latest={{ disclosure: null, methodologyVersion: null, suspension: { period: '2026-11-23', reason: '港口封航，成交中断' } }} />);
    expect(screen.getByRole('status').textContent).toBe('暂停发布 2026-11-23：港口封航，成交中断');
  });

  it('shows nothing for a typed value', () => {
    const { container } = render(<IndexDisclosure latest={{ disclosure: null, methodologyVersion: null, suspension: null }} />);
    expect(container.textContent).toBe('');
  });
});
