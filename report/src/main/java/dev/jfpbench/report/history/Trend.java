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
 * options, JDK and CPU model), at most {@link #WINDOW} nights, stopping where the baseline moved. Each night gives each
 * benchmark's log ratio {@code m_j} (candidate over baseline) with its standard error {@code s_j}, read off its
 * interval; nights also differ by more than their rounds say (a night-level offset between the two builds), with the
 * sd {@code tau} measured on real A/A nights, so the combined estimate is the mean weighted by
 * {@code 1 / (s_j^2 + tau^2)}, its standard error {@code 1 / sqrt(sum of the weights)}. A benchmark is flagged when, over
 * at least two nights, that combined interval lies wholly below 1 at the trend's share of its false-alarm budget
 * ({@link #FAMILY_ALPHA} a night over the benchmarks, Bonferroni: at most one false alarm in 30 nights per JDK) and the
 * combined ratio is beyond {@link #THRESHOLD} slower. What it can see and how often it cries wolf are measured on real
 * nights (docs/methodology.md, finding "gate-trend").
 */
public final class Trend {
    /** The most nights combined: tonight and the two before. */
    public static final int WINDOW = 3;
    /** The combined ratio must be at least this much slower (a 5% step must be seen within three nights). */
    public static final double THRESHOLD = 0.025;
    /**
     * The night-level sd of the log ratio between two builds, beyond what a night's rounds show: at least what the
     * committed A/A nights measure (finding "gate-trend"; a test holds this to it).
     */
    public static final double TAU = 0.01;
    /** The trend's false alarms a night, over every benchmark of a JDK: one in 30 nights. */
    public static final double FAMILY_ALPHA = 1.0 / 30;

    private Trend() {
    }

    /** One night of one benchmark: when, the log ratio, its standard error and the degrees of freedom of its interval. */
    public record Night(String time, double log, double se, double df) {
        /** A night whose interval's degrees of freedom are not known (read as normal). */
        public Night(String time, double log, double se) {
            this(time, log, se, Double.POSITIVE_INFINITY);
        }
    }

    /** A benchmark flagged over {@code nights} nights, since {@code since} (the first night's time): the combined ratio and interval. */
    public record Alarm(String benchmark, int nights, String since, double ratio, double low, double high) {
    }

    /** The log ratio and its standard error of a recorded ratio, from its interval and rounds; null without an interval. */
    public static Night night(String time, HistoryRecord.Ratio r) {
        if (r.low() == null || r.high() == null || !(r.low() > 0) || !(r.high() > r.low()) || r.n() < 2) {
            return null;
        }
        int df = PairedRatio.degreesOfFreedom(r.n());
        double t = dev.jfpbench.report.stats.Quantiles.t(df, 0.5 + r.confidence() / 2);
        return new Night(time, Math.log(r.ratio()), (Math.log(r.high()) - Math.log(r.low())) / (2 * t), df);
    }

    /** The combined log ratio and its standard error over nights, with a night-level sd {@code tau}: {estimate, se}. */
    public static double[] combine(List<Night> nights, double tau) {
        double w = 0;
        double sum = 0;
        for (Night n : nights) {
            double wi = 1 / (n.se() * n.se() + tau * tau);
            w += wi;
            sum += wi * n.log();
        }
        return new double[] {sum / w, 1 / Math.sqrt(w)};
    }

    /** The one-sided z a benchmark's combined estimate must pass, with {@code benchmarks} compared a night. */
    public static double critical(int benchmarks) {
        return dev.jfpbench.report.stats.Quantiles.normal(1 - FAMILY_ALPHA / 2 / Math.max(1, benchmarks));
    }

    /** The rule on one benchmark's window (tonight last): its alarm, or null. */
    public static Alarm decide(String benchmark, List<Night> window, double tau, int benchmarks) {
        if (window.size() < 2) {
            return null;
        }
        double[] c = combine(window, tau);
        double z = critical(benchmarks);
        double high = Math.exp(c[0] + z * c[1]);
        if (high < 1 && c[0] < -Math.log1p(THRESHOLD)) {
            return new Alarm(benchmark, window.size(), window.get(0).time(), Math.exp(c[0]), Math.exp(c[0] - z * c[1]), high);
        }
        return null;
    }

    /**
     * Tonight's alarms: for each candidate/baseline ratio of {@code tonight}, the nights of {@code history} (tonight's own
     * record may be among them; it is not counted twice) with the same baseline, fork options, JDK and CPU model, the
     * latest {@link #WINDOW} - 1 before tonight, combined with tonight. Records without a baseline or fork options (older
     * ones) never take part. {@code tau}: the night-level sd.
     */
    public static List<Alarm> alarms(HistoryRecord tonight, List<HistoryRecord> history, double tau) {
        List<Alarm> out = new ArrayList<>();
        if (tonight.baseline() == null || tonight.forks() == null) {
            return out;
        }
        List<HistoryRecord> same = history.stream()
                .filter(h -> !Objects.equals(h.time(), tonight.time()) || !Objects.equals(h.commit(), tonight.commit()))
                .filter(h -> tonight.baseline().equals(h.baseline()) && tonight.forks().equals(h.forks())
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
            Alarm a = decide(r.name(), window, tau, sides.size());
            if (a != null) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * The night-level sd of real A/A nights, by moments: the mean over benchmarks and nights of {@code m^2 - s^2} (the
     * truth of an A/A night is no difference), never below 0. {@code nights}: per night, each benchmark's night.
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
