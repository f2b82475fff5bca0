import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './Highlighted.tsx';

describe('Highlighted', () => {
  it('marks the ranges and renders markup in the text as text', () => {
    const { container } = render(
      <Highlighted
        text="<b>动力煤</b>价格上涨"
        ranges={[
          [3, 3],
          [10, 2],
        ]}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>动力煤</b>价格上涨');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['动力煤', '价格']);
  });

  it('ignores ranges outside the text', () => {
    const { container } = render(<Highlighted text="煤炭" ranges={[[5, 2]]} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('煤炭');
  });
});
