/**
 * Non-UI login flows of spec §2–§4 and §8: loading the portal user, the periodic access
 * token refresh, the mobile simulated login and the post-login hidden frames.
 */
import { DAY_BIDDING_GATEWAY, MESSAGES, PROTOCOL_MESSAGES, TOURIST_LOGIN_ID, USER_TYPE_OUT } from '@coal/contracts';
import { clearMobileTouristCookie, getTradeTicket } from '../../lib/cookies.ts';
import { notifier } from '../../lib/http/index.ts';
import { getConfig } from '../../lib/runtime-config.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { getRoleGatewayRels, getSelectedTheme, getUserInfo, refreshAccessToken, simulateLogin } from './api.ts';

/** Sets the day-bidding flag from the user's role gateways (spec §6). */
async function loadDayBidding(userId: string): Promise<void> {
  try {
    const answer = await getRoleGatewayRels(userId);
    if (!answer.result) {
      notifier.error(answer.message || MESSAGES.badResponse);
      return;
    }
    const rels = Array.isArray(answer.data) ? answer.data : [];
    useSessionStore.getState().setDayBidding(rels.some((rel) => rel.pmName === DAY_BIDDING_GATEWAY));
  } catch {
    // The HTTP client already told the user; the flag keeps its value.
  }
}

/** Loads the selected theme into the app store (portal and mobile); the default look stays on failure. */
export async function loadTheme(): Promise<void> {
  try {
    const answer = await getSelectedTheme();
    if (answer.result && answer.data) useAppStore.getState().setThemeNameEn(answer.data.themeNameEn ?? '');
  } catch {
    // A theme is decoration: never block the page for it.
  }
}

/**
 * Portal start-up: who is this (member or tourist), day bidding, theme. Marks the session
 * loaded whatever happens so that the page is shown.
 */
export async function loadPortalUser(): Promise<void> {
  const session = useSessionStore.getState();
  try {
    const themeLoading = loadTheme();
    const answer = await getUserInfo('portal').catch(() => null);
    if (answer && !answer.result) notifier.error(answer.message || MESSAGES.badResponse);
    if (answer?.result && answer.data) {
      if (answer.data.loginId !== TOURIST_LOGIN_ID) {
        session.setLoggedIn(answer.data);
        await loadDayBidding(answer.data.userId);
      } else {
        session.setTourist();
      }
    }
    await themeLoading;
  } finally {
    useSessionStore.getState().setUserLoaded(true);
  }
}

/**
 * External non-expert members (isExpert '0', userType 'out') keep their unified-auth
 * tickets alive: refreshed every tokenExpiresMinutes. Returns the stop function.
 */
export function startAccessTokenRefresh(): () => void {
  const user = useSessionStore.getState().userInfo;
  const eligible = useSessionStore.getState().loginStatus && user?.isExpert === '0' && user.userType === USER_TYPE_OUT;
  if (!eligible) return () => undefined;
  const refresh = async () => {
    try {
      const answer = await refreshAccessToken();
      if (!answer.result) console.log(MESSAGES.refreshTokenInvalid);
    } catch {
      console.log(MESSAGES.refreshTokenInvalid);
    }
  };
  const timer = setInterval(() => void refresh(), getConfig().tokenExpiresMinutes * 60_000);
  return () => clearInterval(timer);
}

/** The trade ticket from the URL query (the app passes it), else from the cookies. */
function mobileTicket(): { prefix: string; ciphertext: string } | null {
  const query = new URLSearchParams(window.location.search);
  const prefix = query.get('prefix');
  const ciphertext = query.get('ciphertext');
  return prefix && ciphertext ? { prefix, ciphertext } : getTradeTicket();
}

/**
 * Mobile pages log in with the trade ticket (spec §2, §4). Success → logged in (user info
 * loaded); failure → tourist with the mobile tourist cookie. Resolves to loginStatus.
 */
export async function mobileSimulatedLogin(): Promise<boolean> {
  const session = useSessionStore.getState();
  const ticket = mobileTicket();
  if (!ticket) {
    session.setMobileTourist();
    return false;
  }
  const answer = await simulateLogin(ticket.prefix, ticket.ciphertext).catch(() => null);
  if (answer?.result) {
    session.setNoAccount(false);
    session.setLoginStatus(true);
    // A tourist marker left by an earlier failure would read as an expired login.
    clearMobileTouristCookie();
    const info = await getUserInfo('mobile').catch(() => null);
    if (info?.result && info.data) session.setLoggedIn(info.data);
    return true;
  }
  session.setMobileTourist();
  if (answer?.message === PROTOCOL_MESSAGES.noAccountId) {
    session.setNoAccount(true);
    notifier.error(MESSAGES.mobileNoAccount);
  } else {
    notifier.error(MESSAGES.mobileLoginFailed);
  }
  return false;
}

export const FRAME_LOAD_MAX_MS = 3000;

function withTicket(address: string, ticket: { prefix: string; ciphertext: string } | null): string {
  const url = new URL(address, window.location.origin);
  url.searchParams.set('prefix', ticket?.prefix ?? '');
  url.searchParams.set('ciphertext', ticket?.ciphertext ?? '');
  return url.toString();
}

function loadHiddenFrame(src: string): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(resolve, FRAME_LOAD_MAX_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    frame.addEventListener('load', done, { once: true });
    frame.addEventListener('error', done, { once: true });
    frame.src = src;
    document.body.appendChild(frame);
  });
}

/**
 * After a login (spec §4): hidden frames log the user into the trade system and the new
 * trade system with the fresh ticket. Resolves when both loaded, at most after 3 s; the
 * caller then reloads the page.
 */
export async function afterLoginFrames(): Promise<void> {
  const config = getConfig();
  const ticket = getTradeTicket();
  const addresses = [config.tradeSimulateLoginUrl, config.newTradeJumpLoginUrl].filter(Boolean);
  await Promise.all(addresses.map((address) => loadHiddenFrame(withTicket(address, ticket))));
}
