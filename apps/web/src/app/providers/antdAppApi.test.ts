import type { useAppProps } from 'antd/es/app/context';
import { describe, expect, it, vi } from 'vitest';
import { createPendingAppApis } from './antdAppApi.ts';

const realApis = () => {
  const confirmed = { destroy: vi.fn(), update: vi.fn(), then: (ok: (value: boolean) => unknown) => Promise.resolve(false).then(ok) };
  return {
    message: { error: vi.fn(() => 'message handle') },
    notification: { open: vi.fn() },
    modal: { confirm: vi.fn(() => confirmed) },
  } as unknown as useAppProps & { message: { error: ReturnType<typeof vi.fn> } };
};

describe('antd App APIs before and after their holders load', () => {
  it('keeps one object, runs early calls once ready, then calls the real APIs directly', async () => {
    const pending = createPendingAppApis();
    const { apis } = pending;
    void apis.message.error('早');
    const real = realApis();
    pending.settle(real);
    await Promise.resolve();
    await Promise.resolve();
    expect(real.message.error).toHaveBeenCalledWith('早');
    // The same object after settling (hooks depending on it do not run again), straight through.
    expect(pending.apis).toBe(apis);
    expect(apis.message.error('晚')).toBe('message handle');
  });

  it('answers an early confirm with what the dialog answered, not always OK', async () => {
    const pending = createPendingAppApis();
    const answer = new Promise((resolve) => void (pending.apis.modal.confirm({ title: '删除？' }) as unknown as PromiseLike<boolean>).then(resolve));
    pending.settle(realApis());
    expect(await answer).toBe(false);
  });

  it('asks for the holders on the first call only (a visit that shows nothing never loads them)', () => {
    const load = vi.fn();
    const pending = createPendingAppApis(load);
    expect(load).not.toHaveBeenCalled();
    void pending.apis.message.error('一');
    void pending.apis.modal.confirm({ title: '二' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
