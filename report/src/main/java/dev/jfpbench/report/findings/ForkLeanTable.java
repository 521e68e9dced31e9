package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.JmhResults;
import dev.jfpbench.report.Run;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * How far a fork score leans towards the noisier side, measured on real forks: the committed A/A nights' forks (both
 * sides the same code, so any lean is the score's). Per round, each side's jitter (the sd, by the median absolute
 * deviation, of the log iterations the score reads: those within 10% of the best) and the round's log ratio by each
 * score; the slope of the ratio on the two sides' jitter difference, within each benchmark's night (its offset removed),
 * is the lean per point of jitter a side has more than the other. Beside it, each score's lean at a given jitter
 * against none, by the score's own code on simulated forks of normal iterations (seeded): what the slope should be.
 */
public record ForkLeanTable(String id, String title, List<String> baseFiles, List<String> candidateFiles, long seed) implements Finding {

    private record Score(String name, ToDoubleFunction<double[]> of) {
    }

    private static final List<Score> SCORES = List.of(
            new Score("median within " + Math.round((1 - JmhResults.CLUSTER) * 100) + "% of the best (used)", w -> JmhResults.clusterMedian(w, true)),
            new Score("median of the iterations", w -> new Median().evaluate(w)),
            new Score("best iteration", w -> Arrays.stream(w).max().orElse(Double.NaN)),
            new Score("mean of the iterations", w -> Arrays.stream(w).average().orElse(Double.NaN)));

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        // per score: sums for the slope of the centred log ratio on the centred jitter difference
        double[] sxy = new double[SCORES.size()];
        double[] syy = new double[SCORES.size()];
        double sxx = 0;
        long rounds = 0;
        List<Double> jitters = new ArrayList<>();
        int iterations = 0;
        for (int i = 0; i < baseFiles.size(); i++) {
            sources.cite(baseFiles.get(i));
            sources.cite(candidateFiles.get(i));
            Run base = c.run(baseFiles.get(i));
            Run cand = c.run(candidateFiles.get(i));
            for (BenchmarkResult b : base.results()) {
                var other = cand.get(b.key());
                if (other.isEmpty()) {
                    continue;
                }
                double[][] bf = forks(b);
                double[][] cf = forks(other.get());
                int n = Math.min(bf.length, cf.length);
                if (n < 3) {
                    continue;
                }
                double[] x = new double[n];
                double[][] y = new double[SCORES.size()][n];
                for (int r = 0; r < n; r++) {
                    double jb = jitter(bf[r]);
                    double jc = jitter(cf[r]);
                    jitters.add(jb);
                    jitters.add(jc);
                    iterations = Math.max(iterations, bf[r].length);
                    x[r] = jc - jb;
                    for (int s = 0; s < SCORES.size(); s++) {
                        y[s][r] = Math.log(SCORES.get(s).of().applyAsDouble(cf[r]) / SCORES.get(s).of().applyAsDouble(bf[r]));
                    }
                }
                double mx = Arrays.stream(x).average().orElse(0);
                for (int r = 0; r < n; r++) {
                    sxx += (x[r] - mx) * (x[r] - mx);
                }
                for (int s = 0; s < SCORES.size(); s++) {
                    double my = Arrays.stream(y[s]).average().orElse(0);
                    for (int r = 0; r < n; r++) {
                        sxy[s] += (x[r] - mx) * (y[s][r] - my);
                        syy[s] += (y[s][r] - my) * (y[s][r] - my);
                    }
                }
                rounds += n;
            }
        }
        double[] j = jitters.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = j[j.length / 2];
        double p90 = j[(int) Math.floor(0.9 * (j.length - 1))];
        List<List<Cell>> rows = new ArrayList<>();
        for (int s = 0; s < SCORES.size(); s++) {
            double slope = sxy[s] / sxx;
            double resid = (syy[s] - slope * sxy[s]) / Math.max(1, rounds - 2);
            double se = Math.sqrt(resid / sxx);
            Score score = SCORES.get(s);
            rows.add(List.of(Cell.text(score.name()),
                    Cell.text(String.format(Locale.ROOT, "%+.2f (±%.2f)", slope, 1.96 * se)),
                    Cell.text(pct(lean(score, iterations, median))), Cell.text(pct(lean(score, iterations, p90))),
                    Cell.text(pct(lean(score, iterations, 0.05))), Cell.text(pct(lean(score, iterations, 0.08)))));
        }
        List<String> headers = List.of("Fork score", "Measured: log ratio per unit of jitter the candidate's fork has more (95%)",
                String.format(Locale.ROOT, "Simulated lean at the forks' median jitter (%.1f%%)", median * 100),
                String.format(Locale.ROOT, "at their 90th percentile (%.1f%%)", p90 * 100), "at 5% jitter", "at 8% jitter");
        String label = String.format(Locale.ROOT, "Measured: %,d rounds of the A/A nights below (both sides the same code), each side's jitter the sd (by the "
                + "median absolute deviation) of the log iterations its score reads, the ratio and the jitter difference centred within each "
                + "benchmark's night; a slope of +1 would read a fork with 1 point more jitter as 1%% faster. Simulated: each score's mean log over "
                + "20,000 forks of %d normal iterations of that jitter, against none (seed %d), by the score's own code: the lean a side gets "
                + "from its jitter alone.", rounds, iterations, seed);
        String note = "The simulated columns assume jitter symmetric about the fork's speed; the measured column is what real forks do, whose "
                + "jitter need not be. Only a difference of jitter between the two sides of a round enters its ratio.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, List.of(note));
    }

    /** A result's forks, each its iterations as speeds (higher is faster). */
    private static double[][] forks(BenchmarkResult r) {
        double[] it = r.primary().perIteration();
        int forks = r.primary().forkScores().length;
        if (forks == 0 || it.length % forks != 0) {
            return new double[0][];
        }
        int per = it.length / forks;
        double[][] out = new double[forks][per];
        for (int f = 0; f < forks; f++) {
            for (int i = 0; i < per; i++) {
                double v = it[f * per + i];
                out[f][i] = r.higherIsBetter() ? v : 1 / v;
            }
        }
        return out;
    }

    /** The sd (median absolute deviation, scaled) of the log iterations the score reads: those within 10% of the best. */
    static double jitter(double[] speeds) {
        double best = Arrays.stream(speeds).max().orElse(Double.NaN);
        double[] logs = Arrays.stream(speeds).filter(v -> v >= JmhResults.CLUSTER * best).map(Math::log).toArray();
        if (logs.length < 2) {
            return 0;
        }
        double m = new Median().evaluate(logs);
        return 1.4826 * new Median().evaluate(Arrays.stream(logs).map(v -> Math.abs(v - m)).toArray());
    }

    /** A score's mean log on forks of {@code iterations} normal log iterations of sd {@code sd}: its lean against none. */
    private double lean(Score score, int iterations, double sd) {
        SplittableRandom r = new SplittableRandom(seed);
        double sum = 0;
        int draws = 20_000;
        double[] fork = new double[iterations];
        for (int d = 0; d < draws; d++) {
            for (int i = 0; i < iterations; i++) {
                fork[i] = Math.exp(sd * r.nextGaussian());
            }
            sum += Math.log(score.of().applyAsDouble(fork));
        }
        return Math.expm1(sum / draws);
    }

    private static String pct(double f) {
        return String.format(Locale.ROOT, "%+.2f%%", f * 100);
    }
}
