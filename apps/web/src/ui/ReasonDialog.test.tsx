import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../app/test-utils.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

const dialog = (onSubmit = vi.fn()) => {
  renderWithProviders(
    <ReasonDialog name="reject" open title="驳回" label="驳回理由" required="请填写驳回理由" saving={false} onSubmit={onSubmit} onClose={() => undefined} />,
  );
  return onSubmit;
};

describe('ReasonDialog', () => {
  it('sends the reason typed, trimmed', async () => {
    const onSubmit = dialog();
    const field = screen.getByLabelText('驳回理由');
    expect(field.id).toBe('reject_reason');
    fireEvent.change(field, { target: { value: '  与市场不符 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('与市场不符'));
  });

  it('cannot be sent blank', async () => {
    const onSubmit = dialog();
    fireEvent.change(screen.getByLabelText('驳回理由'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请填写驳回理由')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
