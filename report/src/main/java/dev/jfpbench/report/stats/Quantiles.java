package dev.jfpbench.report.stats;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The quantiles every interval and power here uses, cached: resampling asks for the same few thousands of times, and
 * each distribution is built without a random generator (commons-math seeds a Well19937c per instance otherwise, which
 * cost more than the quantile).
 */
public final class Quantiles {

    private record Key(char law, double df, double p) {
    }

    private static final Map<Key, Double> CACHE = new ConcurrentHashMap<>();

    private Quantiles() {
    }

    /** Student's t quantile on {@code df} degrees of freedom (the normal's when {@code df} is infinite). */
    public static double t(double df, double p) {
        if (Double.isInfinite(df)) {
            return normal(p);
        }
        return CACHE.computeIfAbsent(new Key('t', df, p), k -> new TDistribution(null, df).inverseCumulativeProbability(p));
    }

    /** The standard normal's quantile. */
    public static double normal(double p) {
        return CACHE.computeIfAbsent(new Key('z', 0, p), k -> new NormalDistribution(null, 0, 1).inverseCumulativeProbability(p));
    }

    /** The chi-squared quantile on {@code df} degrees of freedom. */
    public static double chiSquared(double df, double p) {
        return CACHE.computeIfAbsent(new Key('c', df, p), k -> new ChiSquaredDistribution(null, df).inverseCumulativeProbability(p));
    }

    /** The standard normal's distribution function (no cache: its argument is continuous). */
    public static double normalCdf(double x) {
        return NORMAL.cumulativeProbability(x);
    }

    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);
}
