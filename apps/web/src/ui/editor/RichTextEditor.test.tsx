import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils.tsx';
import { FONT_SIZES, LINE_HEIGHTS_WIDE } from './editorConfig.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

function openSelect(label: string): HTMLElement {
  const combo = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(combo);
  return combo;
}

/** The option labels of the open dropdown (the selects render every option: virtual off). */
async function optionTexts(): Promise<string[]> {
  await screen.findByRole('listbox');
  const popups = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const popup = popups[popups.length - 1]!;
  return [...popup.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
}

describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('renders the content, default height 450 and the configured line-height set', async () => {
    const { container } = renderWithProviders(<RichTextEditor value="<p>煤焦行情</p>" lineHeights={LINE_HEIGHTS_WIDE} uploadImage={vi.fn()} />);
    await screen.findByText('煤焦行情');
    expect((container.querySelector('.coal-editor__body') as HTMLElement).style.height).toBe('450px');
    expect((container.querySelector('.coal-editor') as HTMLElement).style.width).toBe('100%');
    openSelect('行高');
    await waitFor(async () => expect(await optionTexts()).toEqual([...LINE_HEIGHTS_WIDE]));
  });

  it('reports typed content through onChange and the font sizes are offered', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value="<p>a</p>" onChange={onChange} uploadImage={vi.fn()} />);
    await screen.findByText('a');
    openSelect('字号');
    await waitFor(async () => expect(await optionTexts()).toEqual(FONT_SIZES.map((px) => `${px}px`)));
    expect(screen.getByRole('toolbar', { name: '编辑工具栏' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查找替换' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '预览' })).toBeTruthy();
  });
});
