import { Form, Input } from 'antd';
import { MESSAGES } from '@coal/contracts';
import type { CaptchaState } from './useCaptcha.ts';

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  /** Form field name of the typed code. */
  name?: string;
}

/** Captcha input with its image; clicking the image loads a new one (spec §2). */
export function CaptchaField({ captcha, name = 'captchaCode' }: CaptchaFieldProps) {
  return (
    <Form.Item required label="验证码" style={{ marginBottom: 0 }}>
      <div className="coal-captcha">
        <Form.Item name={name} rules={[{ required: true, whitespace: true, message: MESSAGES.captchaRequired }]} style={{ flex: 1 }}>
          <Input placeholder={MESSAGES.captchaRequired} maxLength={8} autoComplete="off" />
        </Form.Item>
        <button type="button" className="coal-captcha__image" onClick={captcha.refresh} title="看不清？点击换一张" aria-label="验证码图片，点击刷新">
          {captcha.image ? <img src={captcha.image} alt="验证码" /> : null}
        </button>
      </div>
    </Form.Item>
  );
}
