/** The same server and credentials as `base`, another database. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Where CREATE/DROP DATABASE is run from: the database TEST_DATABASE_URL names. */
export const adminUrl = (base: string) => base;
