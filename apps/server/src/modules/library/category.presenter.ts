/** The fields a library item (text, report, video) answers first: its id, its category, its title and summary. */
export const presentItemHead = <C extends number | null>(row: { id: number; categoryId: C; categoryName: string; title: string; summary: string }) => ({
  id: row.id,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  title: row.title,
  summary: row.summary,
});
