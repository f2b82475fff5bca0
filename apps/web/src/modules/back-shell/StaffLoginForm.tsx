import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { BACK_PAGES, MESSAGES, type StaffProfile } from '@coal/contracts';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { staffLogin } from '../auth/api.ts';
import { CaptchaField } from '../auth/components/CaptchaField.tsx';
import { useCaptcha } from '../auth/components/useCaptcha.ts';
import { backPath, canAccess } from './menu.ts';
import { STAFF_ME_KEY, type BackLoginState } from './useStaffSession.ts';
import { useAntdApp } from '../../ui/useAntdApp.ts';

interface StaffLoginValues {
  loginId: string;
  password: string;
  captchaCode: string;
}

/** The page the staff member wanted (if they may see it), else the workbench. */
function landingPath(permissions: readonly string[], from: string | undefined): string {
  const wanted = BACK_PAGES.find((page) => from === backPath(page.name));
  if (wanted && canAccess(wanted.permission, permissions)) return backPath(wanted.name);
  return '/back';
}

export interface StaffLoginFormProps {
  /** Signed in (again) without leaving the page: the re-login dialog; default goes to the landing page. */
  onSignedIn?: (profile: StaffProfile) => void;
  /** The account field's starting value (the re-login dialog's staff member). */
  loginId?: string;
}

/** Staff sign-in: same fields and messages as the portal's, captcha regenerated on failure. */
export function StaffLoginForm({ onSignedIn, loginId }: StaffLoginFormProps = {}) {
  const [form] = Form.useForm<StaffLoginValues>();
  const captcha = useCaptcha();
  const { message } = useAntdApp();
  const navigate = useAppNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  const fail = (text?: string) => {
    if (text) void message.error(text);
    form.setFieldValue('captchaCode', '');
    captcha.refresh();
  };

  const submit = async (values: StaffLoginValues) => {
    setSubmitting(true);
    try {
      const answer = await staffLogin({
        loginId: values.loginId.trim(),
        loginPass: values.password,
        uuid: captcha.uuid,
        captchaCode: values.captchaCode.trim(),
      });
      if (!answer.result || !answer.data) {
        fail(answer.message || MESSAGES.loginWrong);
        return;
      }
      useStaffStore.getState().setProfile(answer.data);
      if (onSignedIn) {
        onSignedIn(answer.data);
        return;
      }
      // The layout must not act on a "nobody signed in" answer cached before this login.
      queryClient.removeQueries({ queryKey: STAFF_ME_KEY });
      const from = (location.state as BackLoginState | null)?.from;
      navigate(landingPath(answer.data.permissions, from), { replace: true });
    } catch {
      fail(); // the HTTP layer already showed what went wrong
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<StaffLoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={loginId ? { loginId } : undefined}
      onFinish={(values) => void submit(values)}
      onFinishFailed={captcha.refresh}
    >
      <Form.Item label="账号" name="loginId" rules={[{ required: true, whitespace: true, message: MESSAGES.accountRequired }]}>
        <Input placeholder="请输入账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: MESSAGES.passwordRequired }]}>
        <Input.Password placeholder={MESSAGES.passwordRequired} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={submitting} style={{ marginTop: 8 }}>
        登录
      </Button>
    </Form>
  );
}
