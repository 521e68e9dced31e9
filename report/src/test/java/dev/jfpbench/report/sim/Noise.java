package dev.jfpbench.report.sim;

import java.util.SplittableRandom;

/** How one round's log ratio strays from its truth: the round models the harness draws from. */
@FunctionalInterface
interface Noise {
    double draw(SplittableRandom r);

    /** Normal rounds of sd {@code sd}. */
    static Noise normal(double sd) {
        return r -> sd * r.nextGaussian();
    }

    /** Student's t on {@code df} degrees of freedom (at least 3), scaled to sd {@code sd}: heavy tails, no outlier model. */
    static Noise t(double sd, int df) {
        double scale = sd * Math.sqrt((df - 2.0) / df);
        return r -> {
            double chi = 0;
            for (int i = 0; i < df; i++) {
                double z = r.nextGaussian();
                chi += z * z;
            }
            return scale * r.nextGaussian() / Math.sqrt(chi / df);
        };
    }

    /**
     * Normal rounds of sd {@code sd}, of which a share {@code p} is a wild round: moved either way by a size drawn from
     * {@code wild} (the wild rounds of the committed A/A nights: a fork in another JIT state, a spell on one side).
     */
    static Noise contaminated(double sd, double p, double[] wild) {
        return r -> {
            double x = sd * r.nextGaussian();
            if (p > 0 && r.nextDouble() < p) {
                x += (r.nextBoolean() ? 1 : -1) * wild[r.nextInt(wild.length)];
            }
            return x;
        };
    }
}
