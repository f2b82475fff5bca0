import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/test-utils.tsx';
import { CrudDialog } from './CrudDialog.tsx';

interface Item {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
}

describe('CrudDialog', () => {
  it('edits an item: its values, the sort and enabled fields, sent with its id', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <CrudDialog<Item>
        item={{ id: 7, name: '焦煤交易系统', sort: 3, enabled: true }}
        saving={false}
        onClose={() => undefined}
        onSubmit={onSubmit}
        noun="链接"
        defaults={{}}
        sortAndEnabled
      >
        <Form.Item name="name" label="名称" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </CrudDialog>,
    );
    expect(await screen.findByText('编辑链接')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('焦煤交易系统');
    expect(screen.getByRole('switch', { name: '启用' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '焦煤交易系统', sort: 3, enabled: true, id: 7 }));
  });

  it('refuses to send a new item with a missing required field', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <CrudDialog<Item> item={null} saving={false} onClose={() => undefined} onSubmit={onSubmit} noun="链接" defaults={{ sort: 0 }}>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </CrudDialog>,
    );
    expect(await screen.findByText('新增链接')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on Enter in a field (the form submit), closes on Esc', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <CrudDialog<Item> item={null} saving={false} onClose={onClose} onSubmit={onSubmit} noun="链接" defaults={{}}>
        <Form.Item name="name" label="名称" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </CrudDialog>,
    );
    const input = (await screen.findByLabelText('名称')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '新伙伴' } });
    // jsdom does no implicit submission: the Enter key's effect is the form's submit event.
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '新伙伴', id: undefined }));
    expect(input.closest('form')!.querySelector('button[type="submit"]')).not.toBeNull();
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
