package dev.jfpbench.report.sim;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.power.GateResampler;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The committed A/A nights of the gate's design as round models: per night, each benchmark's spread of a round's log
 * ratio (its median absolute deviation, scaled to an sd: the rounds' normal part), the night's share of wild rounds
 * (beyond 4 of those sds and 4% from the median) and its full round's seconds; the wild rounds' sizes pooled over every
 * night. A simulated night drawn from one of them keeps that night's hour: its spreads, wild rounds and pace together.
 */
record MeasuredNights(List<Night> nights, double[] wild, List<String> names) {
    /** One real night: where from, when it started, its benchmarks' spreads, its wild-round share, a full round's seconds. */
    record Night(String file, String start, double[] sd, double wildShare, double roundSeconds) {
        /** The night's rounds of benchmark {@code b}. */
        Noise noise(int b, double[] wild) {
            return Noise.contaminated(sd[b], wildShare, wild);
        }
    }

    static MeasuredNights load(Path root, List<String> baseFiles, List<String> candidateFiles) {
        List<java.util.Map<String, Double>> spreads = new ArrayList<>();
        List<Double> wild = new ArrayList<>();
        List<double[]> paces = new ArrayList<>();
        List<String> starts = new ArrayList<>();
        for (int i = 0; i < baseFiles.size(); i++) {
            Run base = Run.load(List.of(root.resolve(baseFiles.get(i))), List.of("baseline")).get(0);
            Run cand = Run.load(List.of(root.resolve(candidateFiles.get(i))), List.of("candidate")).get(0);
            java.util.Map<String, Double> sds = new java.util.TreeMap<>();
            long rounds = 0;
            long wilds = 0;
            for (var br : base.results()) {
                var cr = cand.get(br.key());
                if (cr.isEmpty()) {
                    continue;
                }
                double[] bs = Estimator.speeds(br, br.primary().unit());
                double[] cs = Estimator.speeds(cr.get(), br.primary().unit());
                int n = Math.min(bs.length, cs.length);
                // each round as it was measured: its turns, or its forks
                double[] x = Estimator.roundLogs(cr.get(), cand.partOf(br.key()), br, base.partOf(br.key()), br.primary().unit(), n);
                double med = new Median().evaluate(x);
                double sd = 1.4826 * new Median().evaluate(Arrays.stream(x).map(v -> Math.abs(v - med)).toArray());
                sds.put(br.key().display(), sd);
                for (double v : x) {
                    rounds++;
                    if (Math.abs(v - med) > Math.max(4 * sd, 0.04)) {
                        wilds++;
                        wild.add(Math.abs(v - med));
                    }
                }
            }
            spreads.add(sds);
            paces.add(new double[] {(double) wilds / rounds, GateResampler.roundSeconds(cand)});
            starts.add(cand.meta().map(m -> m.start()).orElse("?"));
        }
        // the benchmarks every night has, in name order
        List<String> names = new ArrayList<>(spreads.get(0).keySet());
        spreads.forEach(s -> names.retainAll(s.keySet()));
        List<Night> nights = new ArrayList<>();
        for (int i = 0; i < spreads.size(); i++) {
            java.util.Map<String, Double> s = spreads.get(i);
            nights.add(new Night(candidateFiles.get(i), starts.get(i), names.stream().mapToDouble(s::get).toArray(), paces.get(i)[0], paces.get(i)[1]));
        }
        return new MeasuredNights(List.copyOf(nights), wild.stream().mapToDouble(Double::doubleValue).toArray(), List.copyOf(names));
    }

    /** The nights' start hours (UTC), for the table: which hours the pool spans. */
    String hours() {
        return String.join(", ", nights.stream().map(n -> n.start().length() >= 16 ? n.start().substring(11, 16) : n.start()).sorted().toList());
    }

    /** The pooled share of wild rounds. */
    double wildShare() {
        return nights.stream().mapToDouble(Night::wildShare).average().orElse(0);
    }

    /** The median over every benchmark and night of the spread. */
    double medianSd() {
        return new Median().evaluate(nights.stream().flatMapToDouble(n -> Arrays.stream(n.sd())).toArray());
    }
}
