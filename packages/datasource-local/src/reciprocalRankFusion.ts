/** The constant `k` of reciprocal rank fusion (Cormack, Clarke and Büttcher 2009 use 60). */
export const RECIPROCAL_RANK_FUSION_K = 60;

/**
 * Reciprocal rank fusion: each item scores the sum of `1 / (k + rank)` over the rankings it
 * appears in (rank 1 = best), so an item near the top of both rankings beats one at the top of
 * only one, and the two rankings' scores (BM25, cosine) never need to be on the same scale.
 * Returns the items best first with their fused scores; ties keep the order of first appearance.
 */
export function reciprocalRankFusion<T>(
  rankings: readonly (readonly T[])[],
  k: number = RECIPROCAL_RANK_FUSION_K,
): { readonly item: T; readonly score: number }[] {
  const scores = new Map<T, number>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => {
      scores.set(item, (scores.get(item) ?? 0) + 1 / (k + index + 1));
    });
  }
  return [...scores].map(([item, score]) => ({ item, score })).sort((a, b) => b.score - a.score);
}
