import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { themes } from '../../db/schema/index.ts';

export type ThemeRow = typeof themes.$inferSelect;

/** The selected theme, or the default when none is marked. */
export async function findSelectedTheme(db: Database): Promise<ThemeRow> {
  const rows = await db.select().from(themes).where(eq(themes.selected, true)).limit(1);
  return rows[0] ?? { themeNameEn: 'default', name: '默认主题', selected: true };
}

export async function listThemes(db: Database): Promise<ThemeRow[]> {
  return db.select().from(themes).orderBy(themes.themeNameEn);
}

/** Marks one theme selected and every other unselected, atomically. */
export async function selectTheme(db: Database, themeNameEn: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx.select().from(themes).where(eq(themes.themeNameEn, themeNameEn));
    if (found.length === 0) return false;
    await tx.update(themes).set({ selected: false });
    await tx.update(themes).set({ selected: true }).where(eq(themes.themeNameEn, themeNameEn));
    return true;
  });
}
