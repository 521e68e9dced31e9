package dev.jfpbench.report.history;

import dev.jfpbench.report.stats.PairedRatio;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The gate's second alarm, "since night N": a slowdown too small for one night's interval, found by combining tonight
 * with the nights before it that measured the same two sides the same way (the same baseline commit, the same fork
 * options and rounds' mode, JDK and CPU model), at most {@link #WINDOW} nights, stopping where the baseline moved.
 * Each night gives each benchmark's log ratio {@code m_j} (candidate over baseline) with its standard error {@code s_j}
 * on {@code d_j} degrees of freedom, read off its interval.
 *
 * <p>The model is what the nights meet ({@link Offsets}): besides its rounds' own error, each night's two builds differ
 * by an offset of sd {@code tau_n}, new every night (the candidate is a new build every night), and the nights of a
 * window share one more of sd {@code tau_b}: the one baseline build (or commit) all of them compare against, which no
 * number of nights averages away. The combined estimate is the mean weighted by {@code w_j = 1 / (s_j^2 + tau_n^2)};
 * its variance {@code sum a_j^2 (s_j^2 + tau_n^2) + tau_b^2} with {@code a_j = w_j / sum w}; its quantile Student's t
 * on the Welch-Satterthwaite degrees of freedom of the nights' own variances (the offsets count as known). A benchmark
 * is flagged when, over at least two nights, the one-sided bound {@code estimate + t se} lies below 0 at the trend's
 * share of its false-alarm budget ({@link #FAMILY_ALPHA} a night over the benchmarks, Bonferroni, one-sided: the alarm
 * is a slowdown only) and the combined ratio is beyond {@link #THRESHOLD} slower. What it can see and how often it cries
 * wolf under the rule as coded are measured by the simulation harness ({@code dev.jfpbench.report.sim}); on real nights,
 * finding "gate-trend".
 */
public final class Trend {
    /** The most nights combined: tonight and the two before. */
    public static final int WINDOW = 3;
    /** The combined ratio must be at least this much slower (a 5% step must be seen within three nights). */
    public static final double THRESHOLD = 0.025;
    /** The trend's false alarms a night, over every benchmark of a JDK, one-sided: one in 30 nights. */
    public static final double FAMILY_ALPHA = 1.0 / 30;

    /**
     * The offsets between two builds beyond a night's own rounds (sd of the log ratio): {@code night}, new each night;
     * {@code shared}, one for all the nights of a window (the baseline's build); {@code df}, the degrees of freedom their
     * size is known to (the A/A nights they rest on: an offset is an estimate too, not a constant).
     */
    public record Offsets(double night, double shared, double df) {
        /** Offsets known exactly (for tests and what-ifs). */
        public Offsets(double night, double shared) {
            this(night, shared, Double.POSITIVE_INFINITY);
        }
    }

    /**
     * The offsets the rule assumes. Night: at least what the committed A/A nights measure (finding "gate-trend"; a test
     * holds this to it). Shared: not yet measured (every committed A/A night compares one build with itself); 1% stands
     * until nights of separately built jars of the same source measure it. Both are known to the degrees of freedom of
     * the 15 A/A nights they rest on (one less): treated as exact, the rule spent more than its budget where the offsets
     * were as assumed (the nights' own standard errors, read off intervals a stop on their width ended, lean small).
     */
    public static final Offsets OFFSETS = new Offsets(0.01, 0.01, 14);

    private Trend() {
    }

    /** One night of one benchmark: when, the log ratio, its standard error and the degrees of freedom of its interval. */
    public record Night(String time, double log, double se, double df) {
        /** A night whose interval's degrees of freedom are not known (read as normal). */
        public Night(String time, double log, double se) {
            this(time, log, se, Double.POSITIVE_INFINITY);
        }
    }

    /** A benchmark flagged over {@code nights} nights, since {@code since} (the first night's time): the combined ratio and its bounds. */
    public record Alarm(String benchmark, int nights, String since, double ratio, double low, double high) {
    }

    /** The log ratio and its standard error of a recorded ratio, from its interval and rounds; null without an interval. */
    public static Night night(String time, HistoryRecord.Ratio r) {
        if (r.low() == null || r.high() == null || !(r.low() > 0) || !(r.high() > r.low()) || r.n() < 2) {
            return null;
        }
        double df = PairedRatio.degreesOfFreedom(r.n());
        double t = dev.jfpbench.report.stats.Quantiles.t(df, 0.5 + r.confidence() / 2);
        return new Night(time, Math.log(r.ratio()), (Math.log(r.high()) - Math.log(r.low())) / (2 * t), df);
    }

    /** The combined log ratio over nights under {@code offsets}: {estimate, standard error, degrees of freedom}. */
    public static double[] combine(List<Night> nights, Offsets offsets) {
        double tn = offsets.night() * offsets.night();
        double w = 0;
        double sum = 0;
        for (Night n : nights) {
            double wi = 1 / (n.se() * n.se() + tn);
            w += wi;
            sum += wi * n.log();
        }
        double shared = offsets.shared() * offsets.shared();
        double var = shared;
        double offsetPart = shared;
        double denominator = 0;
        for (Night n : nights) {
            double a = 1 / (n.se() * n.se() + tn) / w;
            double v = a * a * n.se() * n.se();
            var += a * a * (n.se() * n.se() + tn);
            offsetPart += a * a * tn;
            denominator += Double.isInfinite(n.df()) ? 0 : v * v / n.df();
        }
        denominator += Double.isInfinite(offsets.df()) ? 0 : offsetPart * offsetPart / offsets.df();
        double df = denominator == 0 ? Double.POSITIVE_INFINITY : Math.max(1, Math.pow(var, 2) / denominator);
        return new double[] {sum / w, Math.sqrt(var), df};
    }

    /** The one-sided quantile a benchmark's combined estimate must pass, with {@code benchmarks} compared a night, on {@code df}. */
    public static double critical(int benchmarks, double df) {
        return dev.jfpbench.report.stats.Quantiles.t(df, 1 - FAMILY_ALPHA / Math.max(1, benchmarks));
    }

    /** The rule on one benchmark's window (tonight last): its alarm, or null. */
    public static Alarm decide(String benchmark, List<Night> window, Offsets offsets, int benchmarks) {
        if (window.size() < 2) {
            return null;
        }
        double[] c = combine(window, offsets);
        double t = critical(benchmarks, c[2]);
        double high = Math.exp(c[0] + t * c[1]);
        if (high < 1 && c[0] < -Math.log1p(THRESHOLD)) {
            return new Alarm(benchmark, window.size(), window.get(0).time(), Math.exp(c[0]), Math.exp(c[0] - t * c[1]), high);
        }
        return null;
    }

    /**
     * Tonight's alarms: for each candidate/baseline ratio of {@code tonight}, the nights of {@code history} (tonight's own
     * record may be among them; it is not counted twice) with the same baseline, fork options, JDK and CPU model, the
     * latest {@link #WINDOW} - 1 before tonight, combined with tonight. Records without a baseline or fork options (older
     * ones) never take part, nor nights of another rounds' mode (duet or sequential). {@code offsets}: the model's.
     */
    public static List<Alarm> alarms(HistoryRecord tonight, List<HistoryRecord> history, Offsets offsets) {
        List<Alarm> out = new ArrayList<>();
        if (tonight.baseline() == null || tonight.forks() == null) {
            return out;
        }
        List<HistoryRecord> same = history.stream()
                .filter(h -> !Objects.equals(h.time(), tonight.time()) || !Objects.equals(h.commit(), tonight.commit()))
                .filter(h -> tonight.baseline().equals(h.baseline()) && tonight.forks().equals(h.forks())
                        && tonight.roundsMode().equals(h.roundsMode())
                        && tonight.jdkMajor().equals(h.jdkMajor()) && tonight.machine().equals(h.machine()))
                .filter(h -> parse(h.time()).isBefore(parse(tonight.time())))
                .sorted(Comparator.comparing((HistoryRecord h) -> parse(h.time())).reversed())
                .limit(WINDOW - 1).toList();
        List<HistoryRecord.Ratio> sides = tonight.ratios().stream().filter(r -> "SIDES".equals(r.kind())).toList();
        for (HistoryRecord.Ratio r : sides) {
            List<Night> window = new ArrayList<>();
            for (int i = same.size() - 1; i >= 0; i--) {
                HistoryRecord h = same.get(i);
                h.ratios().stream().filter(x -> x.name().equals(r.name())).findFirst().map(x -> night(h.time(), x)).ifPresent(window::add);
            }
            Night now = night(tonight.time(), r);
            if (now == null) {
                continue;
            }
            window.add(now);
            Alarm a = decide(r.name(), window, offsets, sides.size());
            if (a != null) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * The night-level sd of real A/A nights, by moments: the mean over benchmarks and nights of {@code m^2 - s^2} (the
     * truth of an A/A night is no difference), never below 0. {@code nights}: per night, each benchmark's night. On A/A
     * nights of one build against itself this is the night offset alone; the shared (build) offset needs nights of
     * separately built jars.
     */
    public static double tau(List<Map<String, Night>> nights) {
        double sum = 0;
        int count = 0;
        for (Map<String, Night> n : nights) {
            for (Night x : n.values()) {
                sum += x.log() * x.log() - x.se() * x.se();
                count++;
            }
        }
        return count == 0 ? 0 : Math.sqrt(Math.max(0, sum / count));
    }

    static Instant parse(String time) {
        try {
            return time == null ? Instant.EPOCH : Instant.parse(time);
        } catch (RuntimeException e) {
            return Instant.EPOCH;
        }
    }

    /** For a finding: per benchmark, its nights in order. */
    public static Map<String, List<Night>> byBenchmark(List<Map<String, Night>> nights) {
        Map<String, List<Night>> out = new LinkedHashMap<>();
        for (Map<String, Night> n : nights) {
            n.forEach((k, v) -> out.computeIfAbsent(k, x -> new ArrayList<>()).add(v));
        }
        return out;
    }
}
