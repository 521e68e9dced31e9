package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;

import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Does the size of a turn group move a ratio? One ratio of two benchmarks measured one round a run, in a ring of their
 * own two JVMs ({@code *-ring2.json}) and in a larger ring ({@code *-ring6.json}, {@code *-ring4.json}: {@link Check}),
 * the two alternating in time ({@code scripts/ring-check.sh}); neighbouring runs pair, and the larger ring's ratio over
 * the smaller's is read as any paired ratio is ({@link PairedRatio}), against a bound of what would matter. Several
 * sessions (a folder each) are read each on its own, then together.
 */
public record RingSizeTable(String id, String title, List<String> dirs, Check check, double bound, List<String> notes) implements Finding {

    static final String TWO = "-ring2.json";

    /**
     * What a ring check measures (scripts/ring-check.sh --check, which asks {@code findings --ring-check} for it): the
     * ratio {@code numerator}/{@code denominator} (JMH's class.method), alone and in a ring with {@code others}, the
     * forks given {@code params}; {@code members} says who joins the ring, {@code finding} which finding reads the runs.
     */
    public record Check(String name, String finding, String what, String numerator, String denominator, List<String> others, List<String> params,
                        String members) {
        /** The answer's JSON currency read, Fast/Default, with its Smile and CBOR controls (--check pair). */
        public static final Check PAIR = pair((dev.jfpbench.report.answer.Question.Pair) dev.jfpbench.report.answer.Questions.TABLE.get(0));

        private static Check pair(dev.jfpbench.report.answer.Question.Pair q) {
            List<String> controls = dev.jfpbench.report.answer.Questions.TABLE.stream()
                    .filter(c -> c instanceof dev.jfpbench.report.answer.Question.Pair p && p.control())
                    .map(dev.jfpbench.report.answer.Question.Pair.class::cast)
                    .flatMap(c -> Stream.of(c.defaultMethod(), c.fastMethod())).toList();
            return new Check("pair", "ring-size", q.text() + ", Fast/Default", q.fastMethod(), q.defaultMethod(), controls, List.of(),
                    "with the Smile and CBOR controls");
        }
        /** The best-of format question's currency read, Smile over JSON, with CBOR and Kryo (--check format). */
        public static final Check FORMAT = new Check("format", "ring-size-format", "Fastest binary format over JSON: currency read, Smile/JSON",
                "SmileCompressedReadWrite.readCurrency", "JsonCompressedReadWrite.readCurrency",
                List.of("CBORCompressedReadWrite.readCurrency", "KryoReadWrite.readCurrency"), List.of("-p", "compression=none"),
                "with CBOR and Kryo, as the best-of rounds ring the reference and three fastest");
        public static final List<Check> ALL = List.of(PAIR, FORMAT);

        /** The JVMs of the larger ring. */
        public int size() {
            return 2 + others.size();
        }

        String suffix() {
            return "-ring" + size() + ".json";
        }

        /** The runner's regex of the ring of two: exactly the two benchmarks. */
        public String regexTwo() {
            return dev.jfpbench.report.answer.Question.exactly(List.of(numerator, denominator));
        }

        /** The runner's regex of the larger ring: the two and the others. */
        public String regexRing() {
            return dev.jfpbench.report.answer.Question.exactly(Stream.concat(Stream.of(numerator, denominator), others.stream()).toList());
        }

        /** What the script needs, as JSON. */
        public java.util.Map<String, Object> describe() {
            var out = new java.util.LinkedHashMap<String, Object>();
            out.put("check", name);
            out.put("finding", finding);
            out.put("size", size());
            out.put("two", regexTwo());
            out.put("ring", regexRing());
            out.put("params", params);
            return out;
        }

        /** The check of that name, or an error naming them all. */
        public static Check named(String name) {
            return ALL.stream().filter(c -> c.name.equals(name)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                    "--check must be one of " + ALL.stream().map(Check::name).toList() + ", not '" + name + "'"));
        }
    }

    /** The runs in {@code dir}, in stamp order, as pairs {ring of two, the larger ring} of neighbouring runs. */
    static List<String[]> pairs(List<String> files, String larger) {
        if (files.isEmpty() || files.size() % 2 != 0) {
            throw new IllegalStateException("ring-size: " + files.size() + " runs, not whole pairs of neighbouring runs");
        }
        List<String[]> out = new ArrayList<>();
        for (int i = 0; i < files.size(); i += 2) {
            String a = files.get(i);
            String b = files.get(i + 1);
            if (a.endsWith(TWO) && b.endsWith(larger)) {
                out.add(new String[] {a, b});
            } else if (a.endsWith(larger) && b.endsWith(TWO)) {
                out.add(new String[] {b, a});
            } else {
                throw new IllegalStateException("ring-size: runs " + a + " and " + b + " are not one ring of each");
            }
        }
        return out;
    }

    /** What the interval says of the larger ring against the bound: within it, beyond 1, or neither. */
    static String reading(RatioInterval ci, double bound) {
        double lo = Math.log(ci.low());
        double hi = Math.log(ci.high());
        double b = Math.log(1 + bound);
        String within = "±" + percent(bound);
        if (lo >= -b && hi <= b) {
            return "no effect beyond " + within + " (the interval lies within it)";
        }
        if (lo > 0 || hi < 0) {
            return "the ring's size moves the ratio (the interval excludes 1)";
        }
        return "open: the interval holds 1 but reaches beyond " + within;
    }

    /** 0.01 as "1%", 0.015 as "1.5%". */
    static String percent(double bound) {
        return new java.text.DecimalFormat("0.#", java.text.DecimalFormatSymbols.getInstance(Locale.ROOT)).format(100 * bound) + "%";
    }

    private List<String> files(Path root, String dir) {
        try (Stream<Path> s = Files.list(root.resolve(dir))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(TWO) || n.endsWith(check.suffix())).sorted()
                    .map(n -> dir + "/" + n).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("ring-size: cannot list " + dir, e);
        }
    }

    /** The run's one round of the ratio: its log, numerator over denominator, read off the paired turns. */
    private double log(Run run, String file) {
        BenchmarkKey num = key(run, check.numerator(), file);
        BenchmarkKey den = key(run, check.denominator(), file);
        var n = run.byKey().get(num);
        return Estimator.roundLogs(n, run.partOf(num), run.byKey().get(den), run.partOf(den), n.primary().unit(), 1)[0];
    }

    private static BenchmarkKey key(Run run, String name, String file) {
        List<BenchmarkKey> keys = run.byKey().keySet().stream().filter(k -> k.shortName().equals(name)).toList();
        if (keys.size() != 1) {
            throw new IllegalStateException("ring-size: " + file + " holds " + keys.size() + " runs of " + name + ", not one");
        }
        return keys.get(0);
    }

    /** One session's pairs: each ring's log ratio, pair by pair. */
    private record Session(String dir, double[] two, double[] six, String cites) {
    }

    private Session session(Context c, Context.Sources sources, String dir) {
        List<String[]> pairs = pairs(files(c.root(), dir), check.suffix());
        int n = pairs.size();
        double[] two = new double[n];
        double[] six = new double[n];
        for (int k = 0; k < n; k++) {
            two[k] = log(c.run(pairs.get(k)[0]), pairs.get(k)[0]);
            six[k] = log(c.run(pairs.get(k)[1]), pairs.get(k)[1]);
        }
        return new Session(dir, two, six, sources.cite(pairs.get(0)[0]) + "/" + sources.cite(pairs.get(0)[1]));
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Session> sessions = dirs.stream().map(d -> session(c, sources, d)).toList();
        List<List<Cell>> rows = new ArrayList<>();
        for (Session s : sessions) {
            rows.add(rows(s.dir() + " [" + s.cites() + "]", s.two(), s.six()));
        }
        if (sessions.size() > 1) {
            double[] two = sessions.stream().flatMapToDouble(s -> java.util.Arrays.stream(s.two())).toArray();
            double[] six = sessions.stream().flatMapToDouble(s -> java.util.Arrays.stream(s.six())).toArray();
            rows.add(rows("Every session together", two, six));
        }
        String big = "ring of " + check.size();
        List<String> headers = List.of("Session", "Pairs", "Ring of 2: the pair alone (95% interval)",
                "R" + big.substring(1) + ": " + check.members() + " (95% interval)", "R" + big.substring(1) + " over ring of 2 (95% interval)",
                "sd of a round's log ratio: ring of 2, " + big + ", their difference", "Reading");
        String label = "Ratio: " + check.what() + ". Each run one round (one fork of each member, every member taking turns on one CPU), its "
                + "ratio read off its paired turns; each ring's ratio over its runs and the " + big + "'s over the ring of 2's over the "
                + "pairs of neighbouring runs (seconds apart, not at the same moments: a block design, its order alternating so a drift of "
                + "the machine falls on both), each " + PairedRatio.METHOD
                + ". Reading, against ±" + percent(bound) + " (half its table's target): no effect when the interval lies within "
                + "it, the size moves the ratio when it excludes 1, else open." + (sessions.size() > 1 ? " The last row is a second look at "
                + "the question, decided after the first session: under no effect two looks at 95% exclude 1 in about 8% of such pairs of "
                + "sessions, not 5% (Armitage, McPherson and Rowe, 1969)." : "") + " The runs: every " + TWO.substring(1) + " and "
                + check.suffix().substring(1) + " file in each session's folder, in stamp order; the first of each ring cited.";
        return new FindingTable(id, title, headers, rows, sources.list(), label, notes);
    }

    private List<Cell> rows(String label, double[] two, double[] six) {
        double[] diff = new double[two.length];
        for (int k = 0; k < two.length; k++) {
            diff[k] = six[k] - two[k];
        }
        RatioInterval d = PairedRatio.ofLogs(diff, Context.CONFIDENCE);
        return List.of(Cell.text(label), Cell.text(Integer.toString(two.length)), Cell.text(ratio(two)), Cell.text(ratio(six)),
                Cell.text(ratio(diff)), Cell.text(String.format(Locale.ROOT, "%.2f%%, %.2f%%, %.2f%%", 100 * sd(two), 100 * sd(six),
                100 * sd(diff))), Cell.text(reading(d, bound)));
    }

    private static String ratio(double[] logs) {
        RatioInterval ci = PairedRatio.ofLogs(logs, Context.CONFIDENCE);
        return String.format(Locale.ROOT, "%.3f× (%.3f–%.3f)", ci.ratio(), ci.low(), ci.high());
    }

    private static double sd(double[] x) {
        return new StandardDeviation().evaluate(x);
    }
}
