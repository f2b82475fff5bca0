import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../lib/kv/kv.ts';

const CAPTCHA_TTL_S = 300;
const key = (uuid: string) => `captcha:${uuid}`;

/**
 * Image captchas (svg-captcha), single-use with a short life. CAPTCHA_TEST_CODE, outside
 * production, is accepted in place of the drawn text so that automated tests can log in;
 * it is still single-use and still needs an issued captcha.
 */
export class CaptchaService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly testCode?: string,
  ) {}

  /** Draws a new captcha for the uuid (replacing any earlier one); answers a data URL. */
  async issue(uuid: string): Promise<string> {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fa' });
    await this.kv.set(key(uuid), captcha.text.toLowerCase(), CAPTCHA_TTL_S);
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /** Checks and consumes the captcha: a second use of the same uuid always fails. */
  async verify(uuid: string, code: string): Promise<boolean> {
    const expected = await this.kv.take<string>(key(uuid));
    if (expected === null) return false;
    const given = code.trim().toLowerCase();
    return given === expected || (this.testCode !== undefined && code.trim() === this.testCode);
  }
}
