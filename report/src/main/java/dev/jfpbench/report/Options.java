package dev.jfpbench.report;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/**
 * The options several commands of the report tool share, as picocli mixins ({@code @Mixin}), so that each is
 * declared, described and parsed once: compare, report and rounds take {@link Stats}; sidecar, env and rounds
 * {@link Root}; publish and baseline {@link Store}.
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
    }

    /** {@code --run-noise}: the machine's run-to-run drift, for comparisons of two separate runs. */
    public static final class RunNoise {
        @Option(names = "--run-noise", defaultValue = "0%", paramLabel = "PERCENT",
                description = {"Unpaired comparisons of two runs: how much this machine's speed differs from one run to the next",
                        "(standard deviation of a run's speed factor, e.g. 2%), counted on top of each run's own spread (default: ${DEFAULT-VALUE})."})
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
        Path root;

        public Root() {
        }

        public Path root() {
            return root;
        }
    }

    /** {@code --dir} and {@code --name}: where a result is stored and under which name. */
    public static final class Store {
        @Option(names = "--dir", required = true, paramLabel = "DIR")
        Path dir;

        @Option(names = "--name", required = true, paramLabel = "NAME", description = "The file name without .json, e.g. jdk17.")
        String name;

        public Store() {
        }
    }
}
