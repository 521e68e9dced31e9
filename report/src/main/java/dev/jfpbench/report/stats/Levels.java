package dev.jfpbench.report.stats;

import org.apache.commons.math3.stat.interval.ClopperPearsonInterval;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Two speeds a comparison's JVMs settle at: a round's ratio is one fork pair's, and some code (Protobuf's vectors
 * write, for one) compiles in some JVMs to one speed and in the others to another, far apart. One ratio over such
 * rounds describes no JVM, and its interval stays wide however many rounds run; each level, with the share of JVMs
 * at the higher, does describe them.
 *
 * <p>The rule: sort the per-round log ratios and split them where the two sides' means lie furthest apart in units of
 * their pooled spread about those means, each side holding at least {@link #MIN_EACH} rounds and {@link #MIN_SHARE} of
 * them; two levels when that
 * separation exceeds what one normal sample of as many rounds reaches in {@link #FALSE_RATE} of draws (simulated,
 * seeded) and the levels differ by more than {@link #PRACTICAL}. The split is chosen on the data, so each level's
 * interval (the campaign's estimator on its own rounds) covers its level less often than its confidence when the levels
 * lie near that bound; well beyond it, as with compiled-code levels, the split is the only one the rounds allow. The
 * simulation harness measures both (finding sim-levels).
 *
 * @param separation the two levels' means apart in units of their pooled spread: where a cell lies on that scale
 */
public record Levels(RatioInterval low, RatioInterval high, double share, double shareLow, double shareHigh, double separation) {
    /** The fewest rounds a level holds: fewer, far off, are a tail (a stretched pause, a slow start), not a speed JVMs share. */
    public static final int MIN_EACH = 3;
    /** The least share of the rounds a level holds. */
    public static final double MIN_SHARE = 0.2;
    /** The fewest rounds read for levels. */
    public static final int MIN_ROUNDS = 6;
    /** How often one normal sample is split: the rule's false-alarm rate on a single speed. */
    public static final double FALSE_RATE = 0.001;
    /** Levels closer than this (a ratio of ratios less 1) are read as one. */
    public static final double PRACTICAL = 0.10;
    private static final int DRAWS = 20_000;
    private static final long SEED = 63;
    private static final Map<Integer, Double> CRITICAL = new ConcurrentHashMap<>();

    /** Two levels in these rounds' log ratios, each with its interval at {@code confidence}, or empty for one. */
    public static Optional<Levels> of(double[] logs, double confidence) {
        int n = logs.length;
        if (n < MIN_ROUNDS) {
            return Optional.empty();
        }
        double[] x = logs.clone();
        Arrays.sort(x);
        int k = bestSplit(x);
        double separation = separation(x, k);
        if (separation <= critical(n)) {
            return Optional.empty();
        }
        RatioInterval low = PairedRatio.ofLogs(Arrays.copyOfRange(x, 0, k), confidence);
        RatioInterval high = PairedRatio.ofLogs(Arrays.copyOfRange(x, k, n), confidence);
        if (high.ratio() / low.ratio() - 1 <= PRACTICAL) {
            return Optional.empty();
        }
        ConfidenceInterval share = new ClopperPearsonInterval().createInterval(n, n - k, confidence);
        return Optional.of(new Levels(low, high, (double) (n - k) / n, share.getLowerBound(), share.getUpperBound(), separation));
    }

    /** Rounds in both levels. */
    public int rounds() {
        return low.n() + high.n();
    }

    /** The larger of the two levels' half-widths: what settles a cell read in levels. */
    public double halfWidth() {
        return Math.max(low.halfWidth(), high.halfWidth());
    }

    /** Where sorted {@code x} splits: the index of the first round of the higher level. */
    static int bestSplit(double[] x) {
        int least = Math.max(MIN_EACH, (int) Math.ceil(MIN_SHARE * x.length));
        int best = least;
        double most = -1;
        for (int k = least; k <= x.length - least; k++) {
            double s = separation(x, k);
            if (s > most) {
                most = s;
                best = k;
            }
        }
        return best;
    }

    /** The two sides' means apart, in units of their pooled sd about those means. */
    static double separation(double[] x, int k) {
        int n = x.length;
        double m1 = mean(x, 0, k);
        double m2 = mean(x, k, n);
        double ss = 0;
        for (int i = 0; i < n; i++) {
            double d = x[i] - (i < k ? m1 : m2);
            ss += d * d;
        }
        double sd = Math.sqrt(ss / (n - 2));
        return sd > 0 ? (m2 - m1) / sd : Double.POSITIVE_INFINITY;
    }

    private static double mean(double[] x, int from, int to) {
        double s = 0;
        for (int i = from; i < to; i++) {
            s += x[i];
        }
        return s / (to - from);
    }

    /** The separation one normal sample of {@code n} rounds exceeds in {@link #FALSE_RATE} of draws. */
    public static double critical(int n) {
        return CRITICAL.computeIfAbsent(n, m -> {
            SplittableRandom random = new SplittableRandom(SEED + m);
            double[] max = new double[DRAWS];
            double[] x = new double[m];
            for (int d = 0; d < DRAWS; d++) {
                for (int i = 0; i < m; i++) {
                    x[i] = gaussian(random);
                }
                Arrays.sort(x);
                max[d] = separation(x, bestSplit(x));
            }
            Arrays.sort(max);
            return max[(int) Math.ceil((1 - FALSE_RATE) * DRAWS) - 1];
        });
    }

    private static double gaussian(SplittableRandom r) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17
        double u = 1 - r.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.nextDouble());
    }
}
