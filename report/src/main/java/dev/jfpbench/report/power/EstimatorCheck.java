package dev.jfpbench.report.power;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.Quantiles;
import dev.jfpbench.report.stats.RatioInterval;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Which interval to trust on paired rounds, measured on real A/A rounds of this machine: for each candidate estimator,
 * how often its 95% interval covers 1 in resampled A/A sessions, and how often the gate's rule (simultaneous intervals
 * over the contract, a regression = wholly below 1 and beyond -5%) flags a known 10% slowdown, on the real rounds and
 * on the same rounds with their outliers removed.
 *
 * <p>The population: per benchmark, every round's log ratio of the A/A sessions as it came out, neither centred nor
 * pooled with its mirror: the truth of an A/A session is 1, and a round's skew or a night's offset between the two sides
 * is part of what an interval must cover (pooling each round with its mirror made a symmetric, zero-centred mixture in
 * which neither could show). A resampled session draws {@code n} rounds from it. The rates' intervals are percentiles over redrawn
 * pools (sessions drawn with replacement, then each session's rounds with replacement), so they carry the sampling
 * error of the data, not only of the resampling.
 */
public final class EstimatorCheck {
    /** A candidate: a name and its interval of per-round log ratios at a confidence, as {@code {estimate, low, high}}. */
    public record Candidate(String name, Interval interval) {
    }

    public interface Interval {
        double[] of(double[] logs, double confidence);
    }

    /** The three estimators compared: the plain t, this suite's trimmed one, and Hodges-Lehmann with its signed-rank interval. */
    public static final List<Candidate> CANDIDATES = List.of(
            new Candidate("t-interval on the mean", EstimatorCheck::tInterval),
            new Candidate(Math.round(PairedRatio.TRIM * 100) + "%-trimmed mean (Tukey-McLaughlin, calibrated df; used)", (x, c) -> {
                RatioInterval ci = PairedRatio.ofLogs(x, c);
                return new double[] {Math.log(ci.ratio()), Math.log(ci.low()), Math.log(ci.high())};
            }),
            new Candidate("Hodges-Lehmann (exact signed-rank interval)", EstimatorCheck::hodgesLehmann));

    /** One estimator at one session size: coverage, detection (all benchmarks, the weakest), detection without outliers; each {point, low, high}. */
    public record Row(String estimator, int rounds, double[] coverage, double[] detected, double[] weakest, double[] clean) {
    }

    private final List<double[][]> sessions; // per session: [benchmark][round] log ratios
    private final List<String> benchmarks;

    private EstimatorCheck(List<double[][]> sessions, List<String> benchmarks) {
        this.sessions = sessions;
        this.benchmarks = benchmarks;
    }

    /** The per-round log ratios (candidate over baseline) of each A/A session's benchmarks that every session has. */
    public static EstimatorCheck of(List<Run> bases, List<Run> candidates) {
        List<BenchmarkKey> keys = new ArrayList<>(bases.get(0).byKey().keySet());
        for (int i = 0; i < bases.size(); i++) {
            Run b = bases.get(i);
            Run c = candidates.get(i);
            keys.removeIf(k -> b.get(k).isEmpty() || c.get(k).isEmpty());
        }
        List<double[][]> s = new ArrayList<>();
        for (int i = 0; i < bases.size(); i++) {
            double[][] per = new double[keys.size()][];
            for (int k = 0; k < keys.size(); k++) {
                var br = bases.get(i).get(keys.get(k)).orElseThrow();
                double[] bs = Estimator.speeds(br, br.primary().unit());
                double[] cs = Estimator.speeds(candidates.get(i).get(keys.get(k)).orElseThrow(), br.primary().unit());
                int n = Math.min(bs.length, cs.length);
                per[k] = new double[n];
                for (int r = 0; r < n; r++) {
                    per[k][r] = Math.log(cs[r] / bs[r]);
                }
            }
            s.add(per);
        }
        return new EstimatorCheck(s, keys.stream().map(BenchmarkKey::display).toList());
    }

    public int benchmarks() {
        return benchmarks.size();
    }

    public int rounds() {
        return sessions.stream().mapToInt(x -> x[0].length).sum();
    }

    /**
     * The table: each candidate at each session size, {@code draws} resampled sessions per benchmark, {@code pools}
     * redrawn pools for the intervals; a slowdown of {@code slowdown} for detection, at the gate's simultaneous confidence.
     */
    public List<Row> run(int[] sizes, int draws, int pools, long seed, double slowdown, double threshold, double family) {
        double each = 1 - (1 - family) / benchmarks.size();
        List<Row> out = new ArrayList<>();
        for (Candidate cand : CANDIDATES) {
            for (int n : sizes) {
                // each pool on its own seeded generator: side by side, the same rates as one by one
                double[][] rates = IntStream.rangeClosed(0, pools).parallel().mapToObj(p -> {
                    SplittableRandom random = new SplittableRandom(seed + 1000L * p + n);
                    List<double[][]> drawn = p == 0 ? sessions : redraw(random);
                    return rates(cand, drawn, n, draws, random, slowdown, threshold, each);
                }).toArray(double[][]::new);
                out.add(new Row(cand.name(), n, spread(rates, 0), spread(rates, 1), spread(rates, 2), spread(rates, 3)));
            }
        }
        return out;
    }

    /** {coverage, detected, weakest benchmark's detection, detected without outliers}. */
    private double[] rates(Candidate cand, List<double[][]> drawn, int n, int draws, SplittableRandom random, double slowdown, double threshold, double each) {
        long covered = 0;
        long total = 0;
        long hit = 0;
        long hitClean = 0;
        double weakest = 1;
        double shift = Math.log1p(slowdown);
        for (int k = 0; k < benchmarks.size(); k++) {
            double[] pool = pooled(drawn, k, false);
            double[] clean = pooled(drawn, k, true);
            int mine = 0;
            for (int d = 0; d < draws; d++) {
                double[] x = new double[n];
                double[] y = new double[n];
                double[] z = new double[n];
                for (int i = 0; i < n; i++) {
                    x[i] = pool[random.nextInt(pool.length)];
                    y[i] = x[i] - shift;
                    z[i] = clean[random.nextInt(clean.length)] - shift;
                }
                double[] ci = cand.interval().of(x, 0.95);
                covered += ci[1] <= 0 && ci[2] >= 0 ? 1 : 0;
                total++;
                if (flagged(cand.interval().of(y, each), threshold)) {
                    hit++;
                    mine++;
                }
                hitClean += flagged(cand.interval().of(z, each), threshold) ? 1 : 0;
            }
            weakest = Math.min(weakest, mine / (double) draws);
        }
        return new double[] {covered / (double) total, hit / (double) total, weakest, hitClean / (double) total};
    }

    /** The gate's rule on a log interval: wholly below 0, and the estimate beyond -threshold. */
    static boolean flagged(double[] ci, double threshold) {
        return ci[2] < 0 && ci[0] < -Math.log1p(threshold);
    }

    /** A benchmark's rounds of every drawn session, as they are; {@code clean}: rounds beyond 4 scaled MADs of the median left out. */
    static double[] pooled(List<double[][]> drawn, int k, boolean clean) {
        List<Double> all = new ArrayList<>();
        for (double[][] s : drawn) {
            for (double v : s[k]) {
                all.add(v);
            }
        }
        double[] v = all.stream().mapToDouble(Double::doubleValue).toArray();
        if (clean) {
            double med = new Median().evaluate(v);
            double mad = 1.4826 * new Median().evaluate(Arrays.stream(v).map(a -> Math.abs(a - med)).toArray());
            v = Arrays.stream(v).filter(a -> mad == 0 || Math.abs(a - med) <= 4 * mad).toArray();
        }
        return v;
    }

    /** The sessions drawn with replacement, and each one's rounds with replacement (rounds kept whole across benchmarks). */
    private List<double[][]> redraw(SplittableRandom random) {
        List<double[][]> out = new ArrayList<>();
        for (int s = 0; s < sessions.size(); s++) {
            double[][] src = sessions.get(random.nextInt(sessions.size()));
            int n = src[0].length;
            double[][] d = new double[src.length][n];
            for (int r = 0; r < n; r++) {
                int pick = random.nextInt(n);
                for (int k = 0; k < src.length; k++) {
                    d[k][r] = src[k][pick];
                }
            }
            out.add(d);
        }
        return out;
    }

    /** {the original pool's rate, 2.5th and 97.5th percentile over redrawn pools} of column {@code j}. */
    private static double[] spread(double[][] rates, int j) {
        double[] redrawn = new double[rates.length - 1];
        for (int p = 1; p < rates.length; p++) {
            redrawn[p - 1] = rates[p][j];
        }
        Arrays.sort(redrawn);
        if (redrawn.length == 0) {
            return new double[] {rates[0][j], Double.NaN, Double.NaN};
        }
        return new double[] {rates[0][j], redrawn[(int) Math.floor(0.025 * (redrawn.length - 1))], redrawn[(int) Math.ceil(0.975 * (redrawn.length - 1))]};
    }

    static double[] tInterval(double[] x, double confidence) {
        int n = x.length;
        double m = Arrays.stream(x).average().orElse(0);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        double h = Quantiles.t(n - 1, 1 - (1 - confidence) / 2) * Math.sqrt(ss / (n - 1) / n);
        return new double[] {m, m - h, m + h};
    }

    private static final Map<Integer, double[]> SIGNED_RANK = new java.util.concurrent.ConcurrentHashMap<>();

    /** P(T <= t) of Wilcoxon's signed-rank statistic for {@code n} (exact, by counting). */
    static double[] signedRank(int n) {
        return SIGNED_RANK.computeIfAbsent(n, k -> {
            int m = k * (k + 1) / 2;
            double[] c = new double[m + 1];
            c[0] = 1;
            for (int j = 1; j <= k; j++) {
                for (int s = m; s >= j; s--) {
                    c[s] += c[s - j];
                }
            }
            double total = Math.pow(2, k);
            double acc = 0;
            double[] cum = new double[m + 1];
            for (int s = 0; s <= m; s++) {
                acc += c[s];
                cum[s] = acc / total;
            }
            return cum;
        });
    }

    /** Hodges-Lehmann: the median of the Walsh averages, and the exact signed-rank interval (infinite when none exists at this confidence). */
    static double[] hodgesLehmann(double[] x, double confidence) {
        int n = x.length;
        int m = n * (n + 1) / 2;
        double[] w = new double[m];
        int q = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                w[q++] = (x[i] + x[j]) / 2;
            }
        }
        Arrays.sort(w);
        double est = m % 2 == 1 ? w[m / 2] : (w[m / 2 - 1] + w[m / 2]) / 2;
        double[] cum = signedRank(n);
        int c = -1;
        while (c + 1 <= m && cum[c + 1] <= (1 - confidence) / 2) {
            c++;
        }
        if (c < 0) {
            return new double[] {est, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        return new double[] {est, w[c], w[m - 1 - c]};
    }

    /** The benchmarks' names, in the order of the pool. */
    public List<String> names() {
        return benchmarks;
    }
}
