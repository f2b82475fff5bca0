import { useState } from 'react';
import { MESSAGES } from '@coal/contracts';
import { useSessionStore } from '../../../stores/session.ts';
import { resetPassword } from '../api.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface ResetPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function alreadyShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { notified?: unknown }).notified === true;
}

/**
 * Spec §4/§8: a successful reset ends the session on the server, so the tab becomes a
 * tourist at once; 密码修改成功，请重新登录 then leads to a fresh login.
 */
export function useResetPasswordSubmit() {
  const { message, modal } = useAntdApp();
  const { closeReset, openLogin } = useAuthDialogs.getState();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (loginId: string, values: ResetPasswordValues) => {
    setSubmitting(true);
    try {
      const answer = await resetPassword({
        loginId,
        loginPassword: values.oldPassword,
        loginNewPassword: values.newPassword,
        loginConfirmPassword: values.confirmPassword,
      });
      if (!answer.result) {
        void message.error(answer.message || MESSAGES.serverError);
        return;
      }
      closeReset();
      useSessionStore.getState().setTourist();
      modal.success({ title: '提示', content: MESSAGES.passwordResetDone, okText: '重新登录', onOk: openLogin });
    } catch (error) {
      if (!alreadyShown(error)) void message.error(error instanceof Error ? error.message : MESSAGES.serverError);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
