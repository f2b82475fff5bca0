import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signed ticket handed to an external system (trade, logistics, …) after login. */
export interface TicketPayload {
  /** The system it is for. */
  sys: string;
  /** Member id and login id. */
  uid: string;
  lid: string;
  /** The login's token prefix: accessToken = prefix + trade ticket (spec §7). */
  pfx: string;
  /** The login session it came from: the ticket is good only while that login lives. */
  sid: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export const TOKEN_PREFIX_LENGTH = 8;
export const newTokenPrefix = () => randomBytes(6).toString('base64url').slice(0, TOKEN_PREFIX_LENGTH);

/** HMAC-SHA256 tickets: `base64url(payload).base64url(signature)`. */
export class TicketSigner {
  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  issue(payload: TicketPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The payload of a well-signed, unexpired ticket; null otherwise. */
  verify(ticket: string, now = Date.now()): TicketPayload | null {
    const [body, signature, extra] = ticket.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketPayload;
      return typeof payload.exp === 'number' && payload.exp * 1000 > now && typeof payload.sid === 'string' ? payload : null;
    } catch {
      return null;
    }
  }
}
