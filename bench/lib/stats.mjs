// Summary statistics for the bench: medians with min and max, per-round ratios, geometric means.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, min, max, n } of the finite samples; undefined when there are none. */
export function summarize(samples) {
  const finite = samples.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return undefined;
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), n: finite.length };
}

/**
 * Ratios a[i]/b[i] of samples taken in the same round, summarized: pairing by round cancels
 * most of the drift of a shared, loaded machine.
 */
export function roundRatios(a, b) {
  const ratios = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (Number.isFinite(a[i]) && Number.isFinite(b[i]) && b[i] > 0) ratios.push(a[i] / b[i]);
  }
  return summarize(ratios);
}

export function geomean(values) {
  const finite = values.filter((value) => Number.isFinite(value) && value > 0);
  if (finite.length === 0) return undefined;
  return Math.exp(finite.reduce((sum, value) => sum + Math.log(value), 0) / finite.length);
}
