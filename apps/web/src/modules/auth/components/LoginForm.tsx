import { useEffect } from 'react';
import { Button, Checkbox, Form, type FormInstance, Input } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { loadRememberedLogin } from '../../../lib/storage.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { LoginLinks } from './LoginLinks.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { useLoginSubmit, type LoginValues } from './useLoginSubmit.ts';

export interface LoginFormProps {
  /** Shows 取消 (the dialog closes); the full-page login has none. */
  onCancel?: () => void;
  /** After a successful login (default: reload the current page with the new session). */
  onLoggedIn?: () => void;
}

/** Fills the form with the remembered login once it is decrypted, unless the user already typed. */
function usePrefill(form: FormInstance<LoginValues>): void {
  useEffect(() => {
    let open = true;
    void loadRememberedLogin().then((remembered) => {
      if (open && remembered && !form.isFieldsTouched(['loginId', 'password'])) {
        form.setFieldsValue({ loginId: remembered.loginId, password: remembered.password, remember: true });
      }
    });
    return () => {
      open = false;
    };
  }, [form]);
}

/**
 * The member login form of spec §2/§5: account, password (show/hide), captcha (click to
 * refresh), remember password, the account links and 取消. Shared by the login dialog and
 * /portal/GateWay/LoginCon.
 */
export function LoginForm({ onCancel, onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  usePrefill(form);
  const captcha = useCaptcha();
  const resetCaptcha = () => {
    form.setFieldValue('captchaCode', '');
    captcha.refresh();
  };
  const { submit, submitting } = useLoginSubmit(resetCaptcha, onLoggedIn);

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      initialValues={{ remember: false }}
      requiredMark={false}
      onFinish={(values) => void submit(values, captcha.uuid)}
      // Spec §5: a failed validation regenerates the captcha.
      onFinishFailed={captcha.refresh}
    >
      <Form.Item label="账号" name="loginId" rules={[{ required: true, whitespace: true, message: MESSAGES.accountRequired }]}>
        <Input placeholder={MESSAGES.accountRequired} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: MESSAGES.passwordRequired }]}>
        <Input.Password placeholder={MESSAGES.passwordRequired} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>记住密码</Checkbox>
      </Form.Item>
      <LoginLinks />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={submitting} block>
          登录
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} block>
            取消
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
