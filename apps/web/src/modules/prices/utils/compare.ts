/** The comparison chart shows at most four indexes: the current one and three others. */
export const MAX_COMPARE_SERIES = 4;

export const COMPARE_LIMIT_MESSAGE = `最多同时对比${MAX_COMPARE_SERIES}个指数`;

export interface CompareChange {
  /** The other indexes now compared (without the main one). */
  others: string[];
  /** Some of the asked codes were left out because of the limit. */
  refused: boolean;
}

/**
 * The comparison after the user picked `asked` besides `main`: duplicates and the main
 * index dropped, in the order picked, cut to MAX_COMPARE_SERIES − 1 others.
 */
export function applyComparison(main: string, asked: string[]): CompareChange {
  const unique = [...new Set(asked)].filter((code) => code && code !== main);
  const room = MAX_COMPARE_SERIES - 1;
  return { others: unique.slice(0, room), refused: unique.length > room };
}

/** The codes a comparison chart asks for: the main index first, at most four. */
export function comparisonCodes(main: string, others: string[]): string[] {
  return [main, ...applyComparison(main, others).others];
}
