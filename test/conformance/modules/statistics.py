# Modules: statistics — mean, median, stdev, quantiles (and the usual companions).
# ---- mean_median
import statistics
print(statistics.mean([1, 2, 3, 4]), statistics.mean([1.5, 2.5]), statistics.median([3, 1, 2]), statistics.median([1, 2, 3, 4]))
# ---- median_low_high_mode
import statistics
print(statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.mode([1, 2, 2, 3]), statistics.multimode("aabbc"))
# ---- stdev_variance
import statistics
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(statistics.stdev(data), statistics.pstdev(data), statistics.variance(data), statistics.pvariance(data))
# ---- quantiles
import statistics
data = list(range(1, 11))
print(statistics.quantiles(data), statistics.quantiles(data, n=10), statistics.quantiles(data, n=4, method="inclusive"))
# ---- mean_empty
import statistics
statistics.mean([])
# ---- stdev_one
import statistics
statistics.stdev([1])
# ---- fmean_geometric_harmonic
import statistics
print(statistics.fmean([1, 2, 3]), round(statistics.geometric_mean([1, 2, 4]), 10), statistics.harmonic_mean([1, 2, 4]))
# ---- mean_floats_exact
import statistics
print(statistics.mean([0.1, 0.2, 0.3]), statistics.mean([1, 2]), type(statistics.mean([1, 3])).__name__)
# ---- statistics_error_type
import statistics
try:
    statistics.median([])
except statistics.StatisticsError as e:
    print(type(e).__name__, e, isinstance(e, ValueError))
# ---- latency_summary
import statistics
ms = [120, 95, 310, 101, 99, 143, 88, 2000]
print(statistics.median(ms), round(statistics.mean(ms), 2), statistics.quantiles(ms, n=100)[94])
