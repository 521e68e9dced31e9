package dev.jfpbench.report.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * The ratio of two configurations measured in paired rounds (round {@code i} of {@code numerator} ran beside
 * round {@code i} of {@code denominator}), with a confidence interval.
 *
 * <p>Method: a Student t-interval on the per-round log ratios, exponentiated (so the ratio is a geometric
 * mean). Benchmark noise is multiplicative (a busy machine slows everything by some factor), which the log
 * makes additive and close to normal, and the log makes A/B and B/A exact mirrors. With the few rounds a run
 * can afford (5-20) the t-interval keeps near-nominal coverage, whereas a bootstrap percentile interval is
 * known to be too narrow below about 20 samples; the paired unit is the round, not the iteration, because
 * iterations within one fork are correlated.
 */
public final class PairedRatio {
    private PairedRatio() {
    }

    /**
     * The ratio {@code numerator / denominator} from paired per-round values (each positive; same length,
     * same order), with a two-sided interval at {@code confidence} (e.g. 0.99). With one round the interval
     * is undefined (NaN ends).
     */
    public static RatioInterval of(double[] numerator, double[] denominator, double confidence) {
        if (numerator.length != denominator.length) {
            throw new IllegalArgumentException("paired data of different lengths: " + numerator.length + " and " + denominator.length);
        }
        double[] logs = new double[numerator.length];
        for (int i = 0; i < logs.length; i++) {
            if (!(numerator[i] > 0) || !(denominator[i] > 0)) {
                throw new IllegalArgumentException("round " + (i + 1) + ": a ratio needs positive values, got "
                        + numerator[i] + " and " + denominator[i]);
            }
            logs[i] = Math.log(numerator[i] / denominator[i]);
        }
        return ofLogs(logs, confidence);
    }

    /** As {@link #of}, from the per-round natural logs of the ratio. */
    public static RatioInterval ofLogs(double[] logRatios, double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
        int n = logRatios.length;
        if (n == 0) {
            throw new IllegalArgumentException("no rounds");
        }
        SummaryStatistics s = new SummaryStatistics();
        for (double d : logRatios) {
            s.addValue(d);
        }
        double mean = s.getMean();
        if (n < 2) {
            return new RatioInterval(Math.exp(mean), Double.NaN, Double.NaN, n, confidence);
        }
        double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - confidence) / 2);
        double half = t * s.getStandardDeviation() / Math.sqrt(n);
        return new RatioInterval(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half), n, confidence);
    }
}
