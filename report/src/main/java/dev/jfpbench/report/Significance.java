package dev.jfpbench.report;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.inference.TTest;

import java.util.Arrays;
import java.util.Locale;

/**
 * Whether two sets of scores differ: a two-sided Welch t-test (unequal variances, commons-math3 {@link TTest}) at
 * a stated confidence. Between two metrics the test takes one score per fork when both sides have at least two
 * forks, and the iterations otherwise (see {@link #pValue(Metric, Metric)}).
 */
public record Significance(double confidence) {
    /** The default: 99%. */
    public static final Significance DEFAULT = new Significance(0.99);

    public Significance {
        if (!(confidence > 0 && confidence < 1)) {
            throw new BadInputException("confidence must be between 0% and 100% (exclusive), was " + confidence * 100 + "%");
        }
    }

    /** Parses "99%", "99" or "99.9%" (always percent). */
    public static Significance parse(String text) {
        return new Significance(Percent.parse(text, "confidence") / 100.0);
    }

    public double alpha() {
        return 1.0 - confidence;
    }

    /**
     * Welch's p-value between two metrics (in the same unit): on the fork scores (each the fork's best iteration,
     * {@link Metric#forkScores()}) when both sides have at least two forks, else on the iterations.
     * Iterations of one fork share its JIT decisions and memory layout, so pooling them counts correlated values
     * as independent and overstates the evidence. With one fork the iterations are all there is.
     */
    public static double pValue(Metric a, Metric b) {
        return pValue(samples(a, b), samples(b, a));
    }

    /** What Welch's test takes of {@code m} against {@code other}: fork scores when both have two or more forks, else iterations. */
    private static double[] samples(Metric m, Metric other) {
        return m.forkScores().length >= 2 && other.forkScores().length >= 2 ? m.forkScores() : m.perIteration();
    }

    /**
     * As {@link #pValue(Metric, Metric)}, for two runs made at different times on a machine whose speed drifts:
     * each run's scores are taken to carry a common factor {@code exp(N(0, s^2))}, {@code s = ln(1 + runNoise)},
     * that no number of forks within the run averages away (the machine was faster or slower that hour; here
     * A/A runs a minute apart differed by up to 7%). Welch's statistic on the log scores, with {@code 2 s^2} added
     * to the variance of the difference and the Welch-Satterthwaite degrees of freedom of the sampled part
     * (conservative). {@code runNoise} 0: exactly {@link #pValue(Metric, Metric)}.
     */
    public static double pValue(Metric a, Metric b, double runNoise) {
        if (runNoise == 0) {
            return pValue(a, b);
        }
        double[] la = samples(a, b);
        double[] lb = samples(b, a);
        if (la.length < 2 || lb.length < 2) {
            return Double.NaN;
        }
        if (StatUtils.min(la) <= 0 || StatUtils.min(lb) <= 0) {
            return pValue(a, b); // no log scale for zero scores
        }
        la = Arrays.stream(la).map(Math::log).toArray();
        lb = Arrays.stream(lb).map(Math::log).toArray();
        double s = Math.log1p(runNoise);
        double va = StatUtils.variance(la) / la.length;
        double vb = StatUtils.variance(lb) / lb.length;
        double t = Math.abs(StatUtils.mean(lb) - StatUtils.mean(la)) / Math.sqrt(va + vb + 2 * s * s);
        double sampled = va + vb;
        double cdf = sampled == 0 ? new NormalDistribution().cumulativeProbability(t)
                : new TDistribution(sampled * sampled / (va * va / (la.length - 1) + vb * vb / (lb.length - 1))).cumulativeProbability(t);
        return 2 * (1 - cdf);
    }

    /**
     * The two-sided p-value of Welch's t-test; NaN when either side has fewer than two values (nothing to
     * test). Two constant samples give 1 when equal and 0 when not.
     */
    public static double pValue(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2) {
            return Double.NaN;
        }
        if (StatUtils.variance(a) == 0 && StatUtils.variance(b) == 0) {
            return StatUtils.mean(a) == StatUtils.mean(b) ? 1.0 : 0.0;
        }
        return new TTest().tTest(a, b);
    }

    /** True when the p-value is below 1 - confidence. */
    public boolean significant(double pValue) {
        return !Double.isNaN(pValue) && pValue < alpha();
    }

    /** A percentage given on the command line ("5%", "5", "2.5%"), as a number of percent; bad input otherwise. */
    public static double percent(String text, String what) {
        return Percent.parse(text, what);
    }

    /** "99%", "99.9%". */
    public String describe() {
        return Percent.format(confidence * 100);
    }

    /** Parsing and printing of percentages given on the command line. */
    static final class Percent {
        private Percent() {
        }

        static double parse(String text, String what) {
            String t = text.trim();
            if (t.endsWith("%")) {
                t = t.substring(0, t.length() - 1).trim();
            }
            try {
                double v = Double.parseDouble(t);
                if (Double.isNaN(v) || v < 0) {
                    throw new NumberFormatException();
                }
                return v;
            } catch (NumberFormatException e) {
                throw new BadInputException(what + " must be a percentage such as 5%, was '" + text + "'");
            }
        }

        static String format(double percent) {
            String s = String.format(Locale.ROOT, "%.4f", percent).replaceAll("0+$", "").replaceAll("\\.$", "");
            return s + "%";
        }
    }
}
