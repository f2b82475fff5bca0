import { isValidPassword } from '@coal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../client.ts';
import { seedDemoAccounts, seedInitialAdmin } from './accounts.ts';
import { seedBase } from './base.ts';
import { seedDemoLibrary } from './library.ts';
import { seedDemoSite } from './site.ts';
import { rollDemoPricesForward, seedDemoPrices } from './prices.ts';
import { seedDemoRates } from './price-rates.ts';
import { seedDemoIndexProduction } from './index-production.ts';
import { seedContentBase } from './content-base.ts';
import { seedDemoContent } from './content.ts';
import { fillDemoAnalytics } from './analytics.ts';

/** Seeds what the configuration asks for; safe to run on every start. */
export async function seedDatabase(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  await seedBase(db);
  await seedContentBase(db);
  if (config.seedDemo) {
    if (await seedDemoAccounts(db)) log.info('demo accounts seeded (see README)');
    if (await seedDemoSite(db, config)) log.info('demo ads, links, company pages and financing products seeded (labelled 演示)');
    if (await seedDemoPrices(db)) log.info('demo price indexes seeded (synthetic data, flagged demo)');
    else {
      const added = await rollDemoPricesForward(db);
      if (added) log.info({ added }, 'demo price indexes rolled forward to today');
    }
    const periods = await seedDemoIndexProduction(db);
    if (periods) log.info({ periods }, 'demo contributors, submissions and approved assessments added (labelled 演示)');
    const rates = await seedDemoRates(db);
    if (rates) log.info({ rates }, 'demo CNY/USD rates added (synthetic)');
    // After the prices: the weekly report quotes the seeded series.
    if (await seedDemoLibrary(db, config)) log.info('demo texts, research reports and video seeded (labelled 演示)');
    if (await seedDemoContent(db, config)) log.info('demo articles, posts, experts, questions and sensitive words seeded (labelled 演示)');
    // Last: the visits point at the demo articles, texts, reports, ads and links.
    const visits = await fillDemoAnalytics(db);
    if (visits) log.info({ visits }, 'demo visitor analytics filled up to now (visitor uuid demo-…)');
    return;
  }
  const password = config.ADMIN_INITIAL_PASSWORD;
  if (password) {
    if (!isValidPassword(password)) throw new Error('ADMIN_INITIAL_PASSWORD does not meet the password rule');
    if (await seedInitialAdmin(db, password)) log.info('initial super admin "admin" created');
  }
}
