/**
 * Full-page navigations (leaving the SPA: portal home after an expired login, the portal-out
 * address). Behind an object so tests can observe them: jsdom cannot navigate.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
