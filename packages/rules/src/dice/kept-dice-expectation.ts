/**
 * The exact expected sum of the `keep` highest (or lowest) of `count` dice with `sides` faces, as a
 * fraction: two d20 keeping the highest average 13.825. Uses order statistics: the j-th highest die is
 * at least x exactly when at least j dice are at least x, a binomial count.
 */
export function keptDiceExpectation(count: number, sides: number, keep: number, which: 'highest' | 'lowest'): number {
  // The j-th highest dice that are kept: 1..keep for highest, the last `keep` for lowest.
  const firstRank = which === 'highest' ? 1 : count - keep + 1;
  const lastRank = which === 'highest' ? keep : count;
  const logFactorial = [0];
  for (let n = 1; n <= count; n++) logFactorial.push((logFactorial[n - 1] ?? 0) + Math.log(n));
  const lnChoose = (n: number, k: number) =>
    (logFactorial[n] ?? 0) - (logFactorial[k] ?? 0) - (logFactorial[n - k] ?? 0);

  let expected = 0;
  for (let face = 1; face <= sides; face++) {
    // Every die is at least 1: each kept rank contributes exactly 1 for the first face.
    if (face === 1) {
      expected += lastRank - firstRank + 1;
      continue;
    }
    const atLeast = (sides - face + 1) / sides;
    // P(at least j dice show `face` or more) for every rank j, from the binomial tail.
    const probability = Array.from({ length: count + 1 }, (_, i) =>
      Math.exp(lnChoose(count, i) + i * Math.log(atLeast) + (count - i) * Math.log(1 - atLeast)),
    );
    let tail = 0;
    for (let j = count; j >= firstRank; j--) {
      tail += probability[j] ?? 0;
      if (j <= lastRank) expected += tail;
    }
  }
  return expected;
}
