package dev.jfpbench.report;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/**
 * The options several commands share, as picocli mixins ({@code @Mixin}), so that each is declared, described and
 * parsed once: compare, report and the runner's rounds take {@link Stats}; the runner's sidecar, env and rounds
 * {@link Root}; its publish and baseline {@link Store}.
 */
public final class Options {
    private Options() {
    }

    /** {@code --threshold} and {@code --confidence}. */
    public static final class Stats {
        @Option(names = "--threshold", defaultValue = "5%", paramLabel = "PERCENT",
                description = "A difference counts only beyond this (default: ${DEFAULT-VALUE}).")
        String threshold;

        @Option(names = "--confidence", defaultValue = "99%", paramLabel = "PERCENT",
                description = "Confidence of the significance tests and intervals (default: ${DEFAULT-VALUE}).")
        String confidence;

        public Stats() {
        }

        /** The threshold as a fraction (5% -> 0.05); bad input if it is no percentage. */
        public double thresholdFraction() {
            return Significance.percent(threshold, "threshold") / 100.0;
        }

        public Significance significance() {
            return Significance.parse(confidence);
        }

        /** The one estimator of every comparison, at these settings and the given run-to-run noise. */
        public dev.jfpbench.report.analysis.Estimator estimator(RunNoise noise) {
            return new dev.jfpbench.report.analysis.Estimator(significance().confidence(), thresholdFraction(),
                    noise == null ? 0 : noise.runNoiseFraction());
        }
    }

    /** {@code --family-confidence}: simultaneous intervals over every benchmark compared (the nightly gate's). */
    public static final class Family {
        @Option(names = "--family-confidence", paramLabel = "PERCENT",
                description = {"Simultaneous intervals: the chance that all of them hold is at least this (Bonferroni: each interval at",
                        "1 - (1 - PERCENT) / benchmarks), so a false alarm anywhere in the comparison has a chance of at most 1 - PERCENT.",
                        "Overrides --confidence for the comparison (default: none; each interval at --confidence)."})
        String familyConfidence;

        public Family() {
        }

        /** The family confidence as a fraction, or null. */
        public Double fraction() {
            return familyConfidence == null ? null : Significance.parse(familyConfidence).confidence();
        }
    }

    /** {@code --run-noise}: the machine's run-to-run drift, for comparisons of two separate runs. */
    public static final class RunNoise {
        @Option(names = "--run-noise", defaultValue = "0%", paramLabel = "PERCENT",
                description = {"Unpaired comparisons of two runs: how much this machine's speed differs from one run to the next",
                        "(standard deviation of a run's speed factor, e.g. 2%%), counted on top of each run's own spread (default: ${DEFAULT-VALUE})."})
        String runNoise;

        public RunNoise() {
        }

        /** The run-to-run noise as a fraction (2% -> 0.02). */
        public double runNoiseFraction() {
            return Significance.percent(runNoise, "run noise") / 100.0;
        }
    }

    /** {@code --root}: the checkout whose git commit a sidecar records. */
    public static final class Root {
        @Option(names = "--root", paramLabel = "DIR", description = "The jfp-bench checkout, for its git commit.")
        public Path root;

        public Root() {
        }

        public Path root() {
            return root;
        }
    }

    /** {@code --dir} and {@code --name}: where a result is stored and under which name. */
    public static final class Store {
        @Option(names = "--dir", required = true, paramLabel = "DIR")
        public Path dir;

        @Option(names = "--name", required = true, paramLabel = "NAME", description = "The file name without .json, e.g. jdk17.")
        public String name;

        public Store() {
        }
    }
}
