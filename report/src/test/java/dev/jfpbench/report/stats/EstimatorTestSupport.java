package dev.jfpbench.report.stats;

/** The plain t-interval on log ratios at 95%, as {estimate, half-width}: what the paired interval was below 10 rounds, to set beside it. */
final class EstimatorTestSupport {
    private EstimatorTestSupport() {
    }

    static double[] t(double[] x) {
        int n = x.length;
        double m = java.util.Arrays.stream(x).average().orElse(0);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        return new double[] {m, new org.apache.commons.math3.distribution.TDistribution(n - 1).inverseCumulativeProbability(0.975) * Math.sqrt(ss / (n - 1) / n)};
    }
}
