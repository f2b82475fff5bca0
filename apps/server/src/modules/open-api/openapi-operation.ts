/** One operation of the OpenAPI document, as the catalogue describes it. */
import type { z } from 'zod';

export interface Operation {
  path: string;
  /** The operation's name in generated clients: unique, a verb and what it acts on. */
  operationId: string;
  /** The route's URL in the catalogue, where it differs from the OpenAPI path (`/uploads/*`). */
  route?: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  /** The envelope's `data`, named in components; absent for a file answer. */
  data?: [string, z.ZodType];
  /** A file or page instead of the JSON envelope: media type and what it holds. */
  file?: { type: string; description: string };
  /** What each `{name}` of the path holds. */
  pathParams?: Record<string, string>;
  /** Who may call: anyone (default), a logged-in member (session token), or an API key. */
  security?: 'member' | 'apiKey';
}
