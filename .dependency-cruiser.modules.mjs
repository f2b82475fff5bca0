import base from './.dependency-cruiser.mjs';

/**
 * Server modules (one folder each under apps/server/src/modules) form no circle: what two
 * modules share lives in src/lib or the contracts. Tests are left out: a test may set up data
 * through another module without the code depending on it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-server-module-cycle',
      severity: 'error',
      comment: 'Server modules import each other in a circle: move what both need into src/lib or the contracts.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/([^/]+)' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1(/|$)', circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: { path: '^apps/server/src/modules/' },
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$` },
  },
};
