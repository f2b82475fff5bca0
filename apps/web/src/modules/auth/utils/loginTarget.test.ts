import { describe, expect, it } from 'vitest';
import { LOGIN_HOME, loginTarget } from './loginTarget.ts';

describe('loginTarget', () => {
  it('follows the redirect parameter to a page of the app, with its query', () => {
    expect(loginTarget('?redirect=%2Fportal%2FPersonalCenter%3Ftab%3D2', null)).toBe('/portal/PersonalCenter?tab=2');
  });
  it('follows the history state when there is no parameter', () => {
    expect(loginTarget('', { from: '/portal/ExpertQA' })).toBe('/portal/ExpertQA');
  });
  it('goes Home otherwise, and never to another origin or back to the login page', () => {
    expect(loginTarget('', null)).toBe(LOGIN_HOME);
    expect(loginTarget('?redirect=https://evil.example/', null)).toBe(LOGIN_HOME);
    expect(loginTarget('?redirect=//evil.example/portal', null)).toBe(LOGIN_HOME);
    expect(loginTarget('?redirect=/portal/GateWay/LoginCon', null)).toBe(LOGIN_HOME);
  });
});
