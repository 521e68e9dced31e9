package dev.jfpbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The allocation gate of {@code compare}: bytes allocated per operation ({@code -prof gc}'s {@code gc.alloc.rate.norm})
 * of each benchmark in both runs, from the forks already run. No statistics: an allocation is a count, the same in
 * every fork but for two things the committed A/A nightlies show. Some benchmarks' forks settle on one of two levels
 * a whole object apart (the JIT's choice in that fork), so a side's median can move by that much between two runs of
 * the same code; and a few bytes of a fork's own bookkeeping are spread over its operations (fractions of a byte
 * for the small benchmarks, a tiny fraction of the total for the vector ones).
 *
 * <p>Per benchmark (each fork's B/op the median of its iterations), the new run allocates {@link Verdict#MORE} when
 * <ul>
 * <li>the median over its forks exceeds the base's by more than the spread plus the floor: the spread is the larger
 * of the two sides' ranges (highest fork minus lowest), which covers a move of the median between levels whenever a
 * side saw both; the floor is {@link #FLOOR_BYTES}, or {@link #FLOOR_FRACTION} of the base when larger; added, not
 * maxed, because a move between levels equals the spread up to the fractional noise; or</li>
 * <li>its lowest fork exceeds the base's lowest by more than the floor and every one of its forks lies more than the
 * floor from every base fork: its levels moved to where the base never was. Every fork pays for an extra object,
 * the lowest included, so this sees one object on a benchmark whose forks split between levels, which the median
 * cannot. It assumes what the A/A nights show: a level's forks agree to well within the floor.</li>
 * </ul>
 * The gate fails on more, every time. Less (the same rule with the sides swapped) is reported and never fails. With
 * n forks a side, the same code can look like more only if every base fork lands on one level and every new fork on a
 * higher one, at most 4<sup>-n</sup> for a benchmark with two levels. A benchmark without {@code -prof gc} data on a
 * side is not judged, nor one with fewer than {@link #MIN_FORKS} forks on a side (no spread to measure); with no data
 * at all the gate says it did not run. Expect it silent on A/A and to flag one extra object per operation wherever
 * the floor is below the object's size.
 *
 * <p>The floor's fraction is an effect size, as the time gate's 5% is: a change that only moves the JIT's chance of
 * replacing one object by scalars (escape analysis) moves a read's forks between its two levels, a whole object apart,
 * and on a read of many kilobytes that is a fraction of a percent. The committed runs on JDK 17, 21 and 25 (the A/A
 * nights, and the JDK matrix for 21) show the currency reads' levels 40 B apart on 13 to 30 KB per operation (0.13 to
 * 0.3%); {@link #FLOOR_FRACTION} lies above that, and above 8 to 16 B on 3.2 KB or more, so such a shift never fails the gate
 * there; it lies below one object on the benchmarks that allocate little (the ruler, {@code AllocationGateIT}) and below
 * the planted write's one object of 24 B on 4.3 KB (finding gate-real). Two things it does not separate, said rather
 * than hidden: a whole shift between levels on a small read (the media items: 40 B on 2 KB) when each side's forks all
 * landed on one level, and one real object smaller than the floor on a large read. The simulation harness measures both.
 */
public final class AllocationGate {
    /** Half the JVM's 8-byte object alignment: any change of a whole object clears it. */
    public static final double FLOOR_BYTES = 4;
    /**
     * The smallest share of the base's bytes per operation that counts: above the JIT's two levels of the reads the A/A
     * nights show (a whole object on many kilobytes), below one object on what allocates little.
     */
    public static final double FLOOR_FRACTION = 0.005;
    /** A spread needs two forks on each side. */
    public static final int MIN_FORKS = 2;

    /** A benchmark's verdict; only {@link #MORE} fails the gate. */
    public enum Verdict {
        MORE("more"), LESS("less"), SAME("same"), TOO_FEW_FORKS("too few forks"), NOT_MEASURED("no -prof gc data");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One side's bytes per operation: each fork's, and their median, lowest and highest. */
    public record Side(double[] perFork) {
        public Side {
            perFork = perFork.clone();
        }

        @Override
        public double[] perFork() {
            return perFork.clone();
        }

        public double bytes() {
            return new Median().evaluate(perFork);
        }

        public double low() {
            return Arrays.stream(perFork).min().orElseThrow();
        }

        public double high() {
            return Arrays.stream(perFork).max().orElseThrow();
        }

        public int forks() {
            return perFork.length;
        }

        public double range() {
            return high() - low();
        }

        /** True when some fork lies within {@code tolerance} of {@code bytes}. */
        boolean near(double bytes, double tolerance) {
            return Arrays.stream(perFork).anyMatch(v -> Math.abs(v - bytes) <= tolerance);
        }

        /** Each fork's B/op (NaN forks dropped), or empty without {@code -prof gc} data. */
        static Optional<Side> of(BenchmarkResult r) {
            Optional<Metric> m = r.allocationPerOp();
            if (m.isEmpty()) {
                return Optional.empty();
            }
            double[] forks = m.get().forkScores();
            if (forks.length == 0) {
                forks = new double[] {m.get().score()};
            }
            forks = Arrays.stream(forks).filter(Double::isFinite).toArray();
            if (forks.length == 0) {
                return Optional.empty();
            }
            return Optional.of(new Side(forks));
        }
    }

    /** One benchmark: its two sides (null where not measured), and the verdict. */
    public record Row(BenchmarkKey key, Side base, Side current, Verdict verdict) {
        /** New minus base, in B/op, of the medians; NaN unless both sides were measured. */
        public double change() {
            return base == null || current == null ? Double.NaN : current.bytes() - base.bytes();
        }

        /** New minus base, in B/op, of the lowest forks; NaN unless both sides were measured. */
        public double lowestChange() {
            return base == null || current == null ? Double.NaN : current.low() - base.low();
        }

        /** The larger of the two sides' ranges. */
        public double spread() {
            return base == null || current == null ? Double.NaN : Math.max(base.range(), current.range());
        }

        public double floor() {
            return base == null ? Double.NaN : floorOf(base.bytes());
        }

        /** The largest change of the medians in either direction that is not one: spread plus floor. */
        public double limit() {
            return spread() + floor();
        }
    }

    private final List<Row> rows;

    private AllocationGate(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    public static AllocationGate of(Comparison c) {
        return of(c.base(), c.current());
    }

    /** Every benchmark (name, mode, parameters) in both runs. */
    public static AllocationGate of(Run base, Run current) {
        Map<BenchmarkKey, BenchmarkResult> b = new TreeMap<>();
        base.results().forEach(r -> b.put(r.key(), r));
        List<Row> rows = new ArrayList<>();
        for (BenchmarkResult n : current.results()) {
            BenchmarkResult o = b.get(n.key());
            if (o != null) {
                rows.add(row(n.key(), Side.of(o).orElse(null), Side.of(n).orElse(null)));
            }
        }
        rows.sort((x, y) -> x.key().compareTo(y.key()));
        return new AllocationGate(rows);
    }

    /** The verdict of one benchmark's two sides (each with its forks' B/op): the rule of the class comment, as {@link #of} applies it. */
    public static Verdict verdict(Side base, Side current) {
        return row(null, base, current).verdict();
    }

    static Row row(BenchmarkKey key, Side base, Side current) {
        if (base == null || current == null) {
            return new Row(key, base, current, Verdict.NOT_MEASURED);
        }
        if (base.forks() < MIN_FORKS || current.forks() < MIN_FORKS) {
            return new Row(key, base, current, Verdict.TOO_FEW_FORKS);
        }
        double floor = floorOf(base.bytes());
        Verdict v = more(base, current, floor) ? Verdict.MORE : more(current, base, floor) ? Verdict.LESS : Verdict.SAME;
        return new Row(key, base, current, v);
    }

    /** The rule of the class comment: {@code b} allocates more than {@code a}, by its median or by its levels. */
    static boolean more(Side a, Side b, double floor) {
        double spread = Math.max(a.range(), b.range());
        boolean median = b.bytes() - a.bytes() > spread + floor;
        boolean levels = b.low() - a.low() > floor && Arrays.stream(b.perFork).noneMatch(v -> a.near(v, floor));
        return median || levels;
    }

    static double floorOf(double baseBytes) {
        return Math.max(FLOOR_BYTES, FLOOR_FRACTION * Math.abs(baseBytes));
    }

    public List<Row> rows() {
        return rows;
    }

    public List<Row> with(Verdict v) {
        return rows.stream().filter(r -> r.verdict() == v).toList();
    }

    /** False when no benchmark had {@code -prof gc} data on both sides: the gate did not run. */
    public boolean ran() {
        return rows.stream().anyMatch(r -> r.verdict() != Verdict.NOT_MEASURED);
    }

    /** True when some benchmark allocates more beyond its limit: the gate fails. */
    public boolean regressed() {
        return !with(Verdict.MORE).isEmpty();
    }

    /** "time", "allocation": the kinds of alarm raised, given whether the time gate regressed. */
    public List<String> alarms(boolean timeRegressed) {
        List<String> a = new ArrayList<>();
        if (timeRegressed) {
            a.add("time");
        }
        if (regressed()) {
            a.add("allocation");
        }
        return a;
    }

    /** The allocation table, its rule and verdict line, then the line naming the gate's alarms (time, allocation or none). */
    public String render(boolean markdown, int headingLevel, boolean timeRegressed) {
        StringBuilder sb = new StringBuilder();
        sb.append(markdown ? "#".repeat(headingLevel) + " Allocation gate\n\n" : "Allocation gate\n\n");
        if (!ran()) {
            sb.append("Not run: no benchmark has bytes per operation (-prof gc) in both runs.\n\n");
        } else {
            sb.append("Rule: bytes per operation (gc.alloc.rate.norm), each fork's the median of its iterations. The new run allocates more ")
                    .append("when the median of its forks exceeds the base's by more than the larger of the two sides' fork ranges plus the floor, ")
                    .append("or its lowest fork exceeds the base's lowest by more than the floor and none of its forks lies within the floor of a base fork. ")
                    .append("The floor: ").append(String.format(Locale.ROOT, "%.0f", FLOOR_BYTES)).append(" B/op or ").append(ComparisonReport.percent(FLOOR_FRACTION))
                    .append(" of the base, whichever is larger. The gate fails on more, every time; less is reported, never a failure.\n\n");
            Table t = new Table(List.of("Benchmark", "Mode", "Base B/op (forks' range)", "New B/op (forks' range)", "Change", "Lowest fork",
                    "Spread + floor", "Verdict"), "llllrrrl");
            for (Row r : rows) {
                String verdict = r.verdict().words();
                if (r.verdict() == Verdict.MORE && markdown) {
                    verdict = "**" + verdict + "**";
                }
                t.add(List.of(r.key().display(), r.key().mode(), side(r.base()), side(r.current()),
                        Double.isNaN(r.change()) ? "" : signed(r.change()), Double.isNaN(r.change()) ? "" : signed(r.lowestChange()),
                        Double.isNaN(r.limit()) ? "" : bytes(r.limit()), verdict));
            }
            sb.append(markdown ? t.markdown() : t.text()).append('\n');
            sb.append(summary(markdown)).append("\n\n");
        }
        List<String> alarms = alarms(timeRegressed);
        String gate = alarms.isEmpty() ? "no alarm (neither time nor allocation)" : String.join(" and ", alarms) + " alarm";
        sb.append(markdown ? "**Gate: " + gate + ".**" : "Gate: " + gate + ".").append('\n');
        return sb.toString();
    }

    /** One line: the allocation verdict of the whole comparison. */
    public String summary(boolean markdown) {
        if (!ran()) {
            return "Allocation gate not run: no -prof gc data in both runs.";
        }
        String counts = with(Verdict.MORE).size() + " more, " + with(Verdict.LESS).size() + " less, " + with(Verdict.SAME).size() + " same"
                + (with(Verdict.TOO_FEW_FORKS).isEmpty() ? "" : ", " + with(Verdict.TOO_FEW_FORKS).size() + " with too few forks")
                + (with(Verdict.NOT_MEASURED).isEmpty() ? "" : ", " + with(Verdict.NOT_MEASURED).size() + " without -prof gc data") + ".";
        String less = with(Verdict.LESS).isEmpty() ? "" : " Less: " + changes(with(Verdict.LESS)) + ".";
        if (!regressed()) {
            return (markdown ? "**No allocation increase:** " : "No allocation increase: ") + counts + less;
        }
        return (markdown ? "**ALLOCATION REGRESSION:** " : "ALLOCATION REGRESSION: ") + counts + " More: " + changes(with(Verdict.MORE)) + "." + less;
    }

    private static String changes(List<Row> rows) {
        return rows.stream().map(r -> r.key().display() + " (" + signed(r.change()) + " B/op, lowest fork " + signed(r.lowestChange()) + ")")
                .collect(Collectors.joining(", "));
    }

    /** Adds {@code allocation} (the gate: ran, regressed, its constants, counts, rows) and {@code alarms} to a compare JSON. */
    public void addTo(ObjectNode root, boolean timeRegressed) {
        ArrayNode alarms = root.putArray("alarms");
        alarms(timeRegressed).forEach(alarms::add);
        ObjectNode a = root.putObject("allocation");
        a.put("ran", ran());
        a.put("regressed", regressed());
        a.put("floorBytes", FLOOR_BYTES);
        a.put("floorFraction", FLOOR_FRACTION);
        a.put("minForks", MIN_FORKS);
        ObjectNode counts = a.putObject("counts");
        for (Verdict v : Verdict.values()) {
            counts.put(v.json(), with(v).size());
        }
        ArrayNode rs = a.putArray("rows");
        for (Row r : rows) {
            ObjectNode o = rs.addObject();
            o.put("benchmark", r.key().benchmark());
            o.put("mode", r.key().mode());
            ObjectNode p = o.putObject("params");
            r.key().params().forEach(p::put);
            side(o, "base", r.base());
            side(o, "new", r.current());
            if (!Double.isNaN(r.change())) {
                o.put("change", r.change());
                o.put("lowestChange", r.lowestChange());
                o.put("spread", r.spread());
                o.put("floor", r.floor());
                o.put("limit", r.limit());
            }
            o.put("verdict", r.verdict().json());
        }
    }

    private static void side(ObjectNode o, String name, Side s) {
        if (s != null) {
            ObjectNode x = o.putObject(name);
            x.put("bytesPerOp", s.bytes());
            x.put("low", s.low());
            x.put("high", s.high());
            x.put("forks", s.forks());
            ArrayNode f = x.putArray("perFork");
            Arrays.stream(s.perFork()).forEach(f::add);
        }
    }

    private static String side(Side s) {
        if (s == null) {
            return "n/a";
        }
        return bytes(s.bytes()) + (s.forks() > 1 ? " (" + bytes(s.low()) + " to " + bytes(s.high()) + ")" : "");
    }

    /** Whole bytes from a thousand on, else two decimals (a benchmark that allocates nothing shows its fractions). */
    static String bytes(double v) {
        return Math.abs(v) >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    /** "+16.00", "-40.00"; "0.00" when it rounds to nothing. */
    private static String signed(double v) {
        String abs = bytes(Math.abs(v));
        return abs.matches("[0.,]+") ? abs : (v > 0 ? "+" : "-") + abs;
    }
}
