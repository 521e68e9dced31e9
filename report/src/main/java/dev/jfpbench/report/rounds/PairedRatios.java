package dev.jfpbench.report.rounds;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Formats;
import dev.jfpbench.report.Metric;
import dev.jfpbench.report.Pairs;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The speed ratios a run made in paired rounds can state with a confidence interval: within a run, Fast over
 * Default for every Default/Fast pair and each format over JSON for the same operation; across the sides of
 * one session (JDK vs JDK, version vs version, A vs A), each side over the first for every benchmark. All are
 * ratios of speeds (above 1: the numerator is faster), from the per-round fork scores (each fork's best iteration; {@link PairedRatio}).
 */
public final class PairedRatios {
    private PairedRatios() {
    }

    /** One ratio: what over what, where, its interval and verdict. */
    public record Estimate(String name, String where, RatioInterval ci, RatioVerdict verdict) {
    }

    /** Every ratio of these runs: within each run made in rounds, and across runs that are sides of one session. */
    public static List<Estimate> of(List<Run> runs, double confidence, double threshold) {
        List<Estimate> all = new ArrayList<>();
        Map<Run, RoundsInfo> rounds = new LinkedHashMap<>();
        for (Run r : runs) {
            RoundsInfo.readFor(r.file()).ifPresent(i -> rounds.put(r, i));
        }
        for (Map.Entry<Run, RoundsInfo> e : rounds.entrySet()) {
            all.addAll(within(e.getKey().label(), e.getKey().results(), e.getValue().rounds(), confidence, threshold));
        }
        List<Run> made = new ArrayList<>(rounds.keySet());
        for (int i = 0; i < made.size(); i++) {
            for (int j = i + 1; j < made.size(); j++) {
                if (rounds.get(made.get(i)).pairedWith(rounds.get(made.get(j)))) {
                    all.addAll(across(made.get(i).label(), made.get(i).results(), made.get(j).label(), made.get(j).results(),
                            rounds.get(made.get(i)).rounds(), confidence, threshold));
                }
            }
        }
        return all;
    }

    /** Fast/Default and format/JSON within one run whose forks are rounds. */
    public static List<Estimate> within(String label, List<BenchmarkResult> results, int rounds, double confidence, double threshold) {
        Map<BenchmarkKey, BenchmarkResult> byKey = new LinkedHashMap<>();
        results.forEach(r -> byKey.put(r.key(), r));
        List<Estimate> out = new ArrayList<>();
        for (Pairs.Pair p : Pairs.find(byKey.keySet())) {
            estimate(p.label() + " Fast/Default", label, byKey.get(p.fastKey()), byKey.get(p.defaultKey()), rounds, confidence, threshold)
                    .ifPresent(out::add);
        }
        for (Formats.Group g : Formats.find(byKey.keySet())) {
            for (Map.Entry<String, BenchmarkKey> m : g.members().entrySet()) {
                if (!m.getKey().equals(Formats.JSON)) {
                    estimate(g.operation() + " " + m.getKey() + "/JSON", label, byKey.get(m.getValue()), byKey.get(g.json()), rounds,
                            confidence, threshold).ifPresent(out::add);
                }
            }
        }
        return out;
    }

    /** Side B over side A for every benchmark both have. */
    public static List<Estimate> across(String labelA, List<BenchmarkResult> a, String labelB, List<BenchmarkResult> b, int rounds,
                                        double confidence, double threshold) {
        Map<BenchmarkKey, BenchmarkResult> byKey = new LinkedHashMap<>();
        a.forEach(r -> byKey.put(r.key(), r));
        List<Estimate> out = new ArrayList<>();
        for (BenchmarkResult rb : b) {
            BenchmarkResult ra = byKey.get(rb.key());
            if (ra != null) {
                estimate(rb.key().display() + " " + labelB + "/" + labelA, labelA + " vs " + labelB, rb, ra, rounds, confidence, threshold)
                        .ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<Estimate> estimate(String name, String where, BenchmarkResult numerator, BenchmarkResult denominator,
                                               int rounds, double confidence, double threshold) {
        if (numerator == null || denominator == null) {
            return Optional.empty();
        }
        Optional<double[]> n = roundSpeeds(numerator, denominator.primary().unit(), rounds);
        Optional<double[]> d = roundSpeeds(denominator, denominator.primary().unit(), rounds);
        if (n.isEmpty() || d.isEmpty()) {
            return Optional.empty();
        }
        RatioInterval ci = PairedRatio.of(n.get(), d.get(), confidence);
        return Optional.of(new Estimate(name, where, ci, RatioVerdict.of(ci, threshold, true)));
    }

    /** Per-round speeds (higher is better) in one unit, when the result has exactly one fork per round. */
    static Optional<double[]> roundSpeeds(BenchmarkResult r, String unit, int rounds) {
        Metric m = r.primary().in(unit);
        double[] means = m.forkScores();
        if (means.length != rounds || rounds == 0) {
            return Optional.empty();
        }
        if (!r.higherIsBetter()) {
            for (int i = 0; i < means.length; i++) {
                means[i] = 1.0 / means[i];
            }
        }
        return Optional.of(means);
    }
}
