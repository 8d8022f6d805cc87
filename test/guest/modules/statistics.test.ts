// statistics against CPython: exact mean/variance/stdev on ints and floats, medians, mode,
// quantiles (both methods) and StatisticsError messages.
import { describe } from "vitest";
import { differential } from "./harness.js";

const cases = [
  "statistics.mean([1, 2, 3, 4])", "statistics.mean([1, 2, 3])", "statistics.mean([1, 2])", "statistics.mean([1.5, 2.5, 2])",
  "statistics.mean([0.1, 0.2, 0.3])", "statistics.mean([True, False, True])", "statistics.mean([])", "statistics.mean(['a'])",
  "statistics.mean([1e308, 1e308])", "statistics.mean([float('nan'), 1])", "statistics.mean(range(101))", "statistics.mean([10 ** 30, 1])",
  "statistics.fmean([1, 2, 3, 4])", "statistics.fmean([0.1, 0.2, 0.3])", "statistics.fmean([])", "statistics.fmean([1, 2], weights=[3, 1])",
  "statistics.median([3, 1, 2])", "statistics.median([4, 1, 3, 2])", "statistics.median([1, 3])", "statistics.median([1.5, 2.5])",
  "statistics.median([])", "statistics.median(['b', 'a', 'c'])", "statistics.median_low([1, 3, 5, 7])", "statistics.median_high([1, 3, 5, 7])",
  "statistics.median_low([])",
  "statistics.mode([1, 2, 2, 3])", "statistics.mode(['red', 'blue', 'blue', 'red'])", "statistics.mode([])", "statistics.multimode('aabbbbccddddeeffffgg')",
  "statistics.multimode([])",
  "statistics.variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5])", "statistics.variance([1, 2, 3, 4])", "statistics.variance([1, 3, 5])",
  "statistics.variance([1])", "statistics.variance([1, 2, 3, 4], 2.5)", "statistics.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25])",
  "statistics.pvariance([1, 2, 3, 4])", "statistics.pvariance([])",
  "statistics.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])", "statistics.stdev([1, 2, 3, 4])", "statistics.stdev([2, 2])", "statistics.stdev([1])",
  "statistics.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])", "statistics.pstdev([1, 2, 3, 4])", "statistics.stdev([0.1, 0.2, 0.3, 0.4, 0.5])",
  "statistics.stdev(range(1000))", "statistics.variance([10 ** 20, 10 ** 20 + 1, 10 ** 20 + 2])",
  "statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])", "statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=10)",
  "statistics.quantiles([1, 2, 3, 4, 5], method='inclusive')", "statistics.quantiles([1.5, 2.5, 10], n=3)",
  "statistics.quantiles([1], n=4)", "statistics.quantiles([1, 2], n=0)", "statistics.quantiles([1, 2], method='x')",
  "statistics.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91], n=10)",
  "isinstance(statistics.StatisticsError('x'), ValueError)",
  "statistics.geometric_mean([54, 24, 36])", "statistics.geometric_mean([1, 0])", "statistics.geometric_mean([])",
  "statistics.harmonic_mean([40, 60])", "statistics.harmonic_mean([2.5, 3, 10])", "statistics.harmonic_mean([40, 60], weights=[5, 30])",
  "statistics.harmonic_mean([1, 0, 2])", "statistics.harmonic_mean([5])", "statistics.harmonic_mean([-1, 2])", "statistics.harmonic_mean([])",
  "statistics.harmonic_mean([1, 2, 4])",
  "statistics.covariance([1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 1, 2, 3, 1, 2, 3])", "statistics.covariance([1, 2], [1])",
  "statistics.correlation([1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 8, 7, 6, 5, 4, 3, 2, 1])", "statistics.correlation([1, 1], [1, 2])",
  "statistics.correlation([0.5, 1.7, 2.2, 3.9], [1, 3, 2, 5])",
  "list(statistics.linear_regression([1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1]))",
  "statistics.linear_regression([1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1])",
  "statistics.linear_regression([1, 2, 3], [2, 4, 7], proportional=True).slope",
  "statistics.linear_regression([1, 1], [2, 3])",
];

describe("statistics (differential against CPython)", () => {
  differential("import statistics", cases);
});
