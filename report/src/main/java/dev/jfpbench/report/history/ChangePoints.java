package dev.jfpbench.report.history;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Changes in the level of a series, found by PELT (Killick, Fearnhead and Eckley, "Optimal detection of changepoints
 * with a linear computational cost", JASA 2012) with the robust biweight cost of Fearnhead and Rigaill ("Changepoint
 * detection in the presence of outliers", JASA 2019): the series is scaled by a robust estimate of its noise (the MAD
 * of its first differences over sqrt(2), unaffected by the shifts themselves), each segment costs the sum over its
 * values of {@code min((y - m)^2, K^2)} around its median {@code m} (K = 3: one odd run, a busy runner, costs at most
 * K^2 and is not a change), and each change point the MBIC-like penalty {@code 3 ln n}. Nothing here is a fixed
 * percentage: what counts as a change follows from the series' own noise.
 */
public final class ChangePoints {
    /** Segments shorter than this are not allowed: one odd run is an outlier, not a change. */
    static final int MIN_SEGMENT = 2;
    /** Each change point costs this times {@code ln n}. */
    static final double PENALTY = 3;
    /** The penalty in words, for the pages that say how changes are found. */
    public static final String PENALTY_TEXT = "penalty " + (PENALTY == Math.rint(PENALTY) ? String.valueOf((int) PENALTY) : String.valueOf(PENALTY)) + " ln n";

    private ChangePoints() {
    }

    /**
     * The change points of {@code y}: each the index of the first value of a new segment, ascending. Empty for fewer
     * than {@code 2 * MIN_SEGMENT} values or a series without noise to scale by and without a step.
     */
    public static List<Integer> of(double[] y) {
        return of(y, 0);
    }

    /**
     * As {@link #of(double[])}, with the noise taken as at least {@code floor}: the standard error each value carries
     * by itself (from its own interval). A few runs that happen to agree closely give a tiny spread of differences;
     * without the floor a shift well inside every run's own interval would count as a change.
     */
    public static List<Integer> of(double[] y, double floor) {
        int n = y.length;
        if (n < 2 * MIN_SEGMENT) {
            return List.of();
        }
        double sigma = Math.max(noise(y), floor);
        if (!(sigma > 0)) {
            return constantSteps(y);
        }
        double[] z = new double[n];
        for (int i = 0; i < n; i++) {
            z[i] = y[i] / sigma;
        }
        double penalty = PENALTY * Math.log(n);
        double[] f = new double[n + 1];
        int[] last = new int[n + 1];
        Arrays.fill(f, Double.POSITIVE_INFINITY);
        f[0] = -penalty;
        List<Integer> candidates = new ArrayList<>(List.of(0));
        for (int t = MIN_SEGMENT; t <= n; t++) {
            double best = Double.POSITIVE_INFINITY;
            int arg = -1;
            for (int s : candidates) {
                if (t - s < MIN_SEGMENT || f[s] == Double.POSITIVE_INFINITY) {
                    continue;
                }
                double v = f[s] + cost(z, s, t) + penalty;
                if (v < best) {
                    best = v;
                    arg = s;
                }
            }
            f[t] = best;
            last[t] = arg;
            // PELT's pruning: a start that cannot beat t now never will.
            List<Integer> kept = new ArrayList<>();
            for (int s : candidates) {
                if (t - s < MIN_SEGMENT || f[s] + cost(z, s, t) <= f[t]) {
                    kept.add(s);
                }
            }
            kept.add(t - MIN_SEGMENT + 1);
            candidates = kept;
        }
        List<Integer> cps = new ArrayList<>();
        for (int t = n; t > 0; t = last[t]) {
            if (last[t] > 0) {
                cps.add(last[t]);
            }
            if (last[t] < 0) {
                break;
            }
        }
        Collections.sort(cps);
        return cps;
    }

    /** The biweight cost of values {@code s..t-1} (already scaled): squared deviations from their median, each capped at K^2. */
    private static double cost(double[] z, int s, int t) {
        double m = new Median().evaluate(z, s, t - s);
        double c = 0;
        for (int i = s; i < t; i++) {
            double d = z[i] - m;
            c += Math.min(d * d, K * K);
        }
        return c;
    }

    /** The biweight cap, in units of the noise. */
    static final double K = 3.0;

    /** The MAD of the first differences over sqrt(2) (with the normal consistency factor 1.4826). */
    static double noise(double[] y) {
        double[] d = new double[y.length - 1];
        for (int i = 1; i < y.length; i++) {
            d[i - 1] = y[i] - y[i - 1];
        }
        double med = new Median().evaluate(d);
        double[] abs = Arrays.stream(d).map(v -> Math.abs(v - med)).toArray();
        return 1.4826 * new Median().evaluate(abs) / Math.sqrt(2);
    }

    /** A noiseless series: a change wherever the value changes (between segments of at least the minimum length). */
    private static List<Integer> constantSteps(double[] y) {
        List<Integer> cps = new ArrayList<>();
        int start = 0;
        for (int i = 1; i < y.length; i++) {
            if (y[i] != y[i - 1] && i - start >= MIN_SEGMENT && y.length - i >= MIN_SEGMENT) {
                cps.add(i);
                start = i;
            }
        }
        return cps;
    }
}
