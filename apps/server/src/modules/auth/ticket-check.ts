import type { AuthContext } from './auth.context.ts';
import type { TicketPayload } from './tickets.ts';

/**
 * Which system's ticket a caller presents: the mobile app and the new trade system carry
 * the trade ticket (docs/decisions/0012-external-system-tickets.md); every other system its own.
 */
export function ticketSystemFor(caller: string): string {
  return caller === 'mobile' || caller === 'newtrade' ? 'trade' : caller;
}

/**
 * A ticket that is well signed, unexpired, for `system`, and whose login is still alive
 * (not logged out, not ended by a password reset); null otherwise.
 */
export async function checkTicket(auth: AuthContext, ticket: string, system: string): Promise<TicketPayload | null> {
  const payload = auth.tickets.verify(ticket);
  if (!payload || payload.sys !== system) return null;
  return (await auth.sessions.isLoginAlive(payload.sid, 'member', payload.uid)) ? payload : null;
}
