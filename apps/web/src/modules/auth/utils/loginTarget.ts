/**
 * Where /portal/GateWay/LoginCon goes after a successful login: the page the member came
 * from (`redirect` query parameter, or `from` in the history state), else Home. Only paths
 * of this app are followed (never another origin, never the login pages themselves).
 */
export const LOGIN_HOME = '/portal/Home';

export function loginTarget(search: string, state: unknown): string {
  const fromState = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const candidate = new URLSearchParams(search).get('redirect') ?? (typeof fromState === 'string' ? fromState : null);
  if (!candidate || !/^\/(portal|mobile|portalCopy|MainPage)(\/|$|\?)/.test(candidate)) return LOGIN_HOME;
  if (/^\/portal\/GateWay(\/|$|\?)/.test(candidate)) return LOGIN_HOME;
  return candidate;
}
