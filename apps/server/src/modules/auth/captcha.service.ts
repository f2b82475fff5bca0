import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../lib/kv/kv.ts';

const CAPTCHA_TTL_S = 300;
const key = (uuid: string) => `captcha:${uuid}`;

interface IssuedCaptcha {
  text: string;
  /** The session (sid) that asked for it: only that session may answer it. */
  sid: string;
}

/**
 * Image captchas (svg-captcha), single-use with a short life, bound to the session that
 * asked for them (a captcha solved once cannot be handed to many sessions). CAPTCHA_TEST_CODE,
 * outside production, is accepted in place of the drawn text so that automated tests can
 * log in; it is still single-use and still needs a captcha issued to the same session.
 */
export class CaptchaService {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly testCode?: string,
  ) {}

  /** Draws a new captcha for the uuid and session (replacing any earlier one); answers a data URL. */
  async issue(uuid: string, sid: string): Promise<string> {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6fa' });
    await this.kv.set(key(uuid), { text: captcha.text.toLowerCase(), sid } satisfies IssuedCaptcha, CAPTCHA_TTL_S);
    return `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  }

  /** Checks and consumes the captcha: a second use of the same uuid always fails, as does another session's. */
  async verify(uuid: string, code: string, sid: string): Promise<boolean> {
    const issued = await this.kv.take<IssuedCaptcha>(key(uuid));
    if (issued === null || typeof issued.text !== 'string' || issued.sid !== sid) return false;
    const given = code.trim().toLowerCase();
    return given === issued.text || (this.testCode !== undefined && code.trim() === this.testCode);
  }
}
