/**
 * Full-page navigations out of the single-page app, behind an object so tests can observe
 * them (jsdom cannot navigate).
 */
export const pageExit = {
  /** location.replace: no history entry, so "back" does not bounce into a redirect again. */
  replace(url: string): void {
    window.location.replace(url);
  },
  /** After login and logout the whole app restarts with the new session (spec §4). */
  reload(): void {
    window.location.reload();
  },
};
