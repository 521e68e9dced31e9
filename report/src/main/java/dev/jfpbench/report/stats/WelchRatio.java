package dev.jfpbench.report.stats;

import org.apache.commons.math3.stat.StatUtils;

/**
 * The ratio of two configurations measured apart (not in paired rounds), with a confidence interval: Welch's
 * t-interval on the difference of the mean log speeds, exponentiated. Each side gives one value per fork (its
 * fork score), never its iterations: iterations of one fork share its JIT decisions and memory layout, so
 * pooling them counts correlated values as independent. The log makes the noise of a shared machine additive
 * and A/B, B/A mirrors, as in {@link PairedRatio}; the ratio is the ratio of geometric means, the same quantity
 * the verdict's threshold is applied to.
 *
 * <p>{@code runNoise}: for two runs made at different times on a machine whose speed drifts, each run's speed is
 * taken to carry a common factor {@code exp(N(0, s^2))}, {@code s = ln(1 + runNoise)}, that no number of forks
 * averages away; {@code 2 s^2} is added to the variance of the difference, with the Welch-Satterthwaite degrees
 * of freedom of the sampled part (conservative). 0 within one run.
 */
public final class WelchRatio {
    private WelchRatio() {
    }

    /**
     * {@code numerator / denominator} from each side's per-fork speeds (positive), with a two-sided interval at
     * {@code confidence}; undefined (NaN ends) when a side has fewer than two forks.
     */
    public static RatioInterval of(double[] numerator, double[] denominator, double confidence, double runNoise) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), was " + confidence);
        }
        if (numerator.length == 0 || denominator.length == 0) {
            throw new IllegalArgumentException("no forks");
        }
        double[] la = logs(numerator);
        double[] lb = logs(denominator);
        double d = StatUtils.mean(la) - StatUtils.mean(lb);
        int n = Math.min(la.length, lb.length);
        if (la.length < 2 || lb.length < 2) {
            return new RatioInterval(Math.exp(d), Double.NaN, Double.NaN, n, confidence, 0);
        }
        double va = StatUtils.variance(la) / la.length;
        double vb = StatUtils.variance(lb) / lb.length;
        double s = Math.log1p(runNoise);
        double se = Math.sqrt(va + vb + 2 * s * s);
        double sampled = va + vb;
        double p = 1 - (1 - confidence) / 2;
        double df = sampled == 0 ? Double.POSITIVE_INFINITY : sampled * sampled / (va * va / (la.length - 1) + vb * vb / (lb.length - 1));
        double q = Quantiles.t(df, p);
        return new RatioInterval(Math.exp(d), Math.exp(d - q * se), Math.exp(d + q * se), n, confidence, df);
    }

    private static double[] logs(double[] v) {
        double[] l = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            if (!(v[i] > 0)) {
                throw new IllegalArgumentException("a ratio needs positive values, got " + v[i]);
            }
            l[i] = Math.log(v[i]);
        }
        return l;
    }
}
