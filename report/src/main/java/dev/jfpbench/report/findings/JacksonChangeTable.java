package dev.jfpbench.report.findings;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.AllocationGate;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Comparison;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.GatePower;
import dev.jfpbench.report.stats.RatioVerdict;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Sessions of the maintainer's command ({@code scripts/jackson-change.sh}) on pairs of Jackson releases, each read by
 * the gate's own rule as the command printed it: the change side over the base side per benchmark, with simultaneous
 * 95% intervals, the slowdown each benchmark stated it could see with 80% power, and the allocation gate. Two views of
 * the same sessions: {@link View#SUMMARY}, one row per session (what users reported beside what the command said, its
 * whole time, its power), and {@link View#DETAIL}, one row per benchmark with every session's ratio and alarm.
 */
public record JacksonChangeTable(String id, String title, View view, List<Session> sessions, List<String> notes, double floor) implements Finding {

    /** Sessions read at the gate's floor of their day ({@link Context#THRESHOLD}). */
    public JacksonChangeTable(String id, String title, View view, List<Session> sessions, List<String> notes) {
        this(id, title, view, sessions, notes, Context.THRESHOLD);
    }

    /** Which table: a row per session, a row per benchmark, or one sentence over every session (the README's maintainer box). */
    public enum View {
        SUMMARY, DETAIL, BRIEF
    }

    /**
     * One session: its label, what Jackson's users reported of that change (with the threads, as links), the two result
     * files (base and change sides) and the command's printed output, committed beside them (null: none).
     */
    public record Session(String label, String reported, String baseFile, String changeFile, String output) {
    }

    /** One benchmark of a session as the gate read it. */
    private record Read(BenchmarkKey key, String estimate, String verdict, boolean red, double seen, AllocationGate.Verdict alloc, double bytes) {
        boolean moreBytes() {
            return alloc == AllocationGate.Verdict.MORE;
        }

        boolean lessBytes() {
            return alloc == AllocationGate.Verdict.LESS;
        }

        /** The change in bytes per operation the allocation gate found ("+24 B/op"). */
        String bytesText() {
            return String.format(Locale.ROOT, "%+,.0f B/op", bytes);
        }

        /** The benchmark with its change in bytes ("X.read (+24 B/op)"). */
        String withBytes() {
            return key.display() + " (" + bytesText() + ")";
        }
    }

    private record Read2(Session session, List<Read> reads, double minutes, double buildMinutes, int rounds, int leastRounds, String cite, String mode) {
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<Read2> all = new ArrayList<>();
        for (Session s : sessions) {
            all.add(read(c, s, sources));
        }
        return switch (view) {
            case SUMMARY -> summary(all, sources);
            case DETAIL -> detail(all, sources);
            case BRIEF -> brief(c, all);
        };
    }

    private Read2 read(Context c, Session s, Context.Sources sources) {
        Run base = c.run(s.baseFile());
        Run change = c.run(s.changeFile());
        c.requireOneSession(s.baseFile(), s.changeFile());
        String cite = " [" + sources.cite(s.baseFile()) + "/" + sources.cite(s.changeFile()) + "]";
        Comparison gate = Comparison.of(base, change, new Estimator(Context.CONFIDENCE, floor, 0), 0.95);
        AllocationGate alloc = AllocationGate.of(gate);
        List<Read> reads = new ArrayList<>();
        for (Comparison.Row r : gate.rows()) {
            AllocationGate.Row a = alloc.rows().stream().filter(x -> x.key().equals(r.key())).findFirst().orElse(null);
            reads.add(new Read(r.key(), Cells.estimate(r.estimate(), floor), RatioVerdict.words(r.estimate().ci(), floor),
                    RatioVerdict.regression(r.estimate().ci(), floor), GatePower.smallestSlowdown(r.estimate().ci(), floor,
                    GatePower.POWER), a == null ? AllocationGate.Verdict.NOT_MEASURED : a.verdict(), a == null ? Double.NaN : a.change()));
        }
        JsonNode meta = sidecar(c, s.changeFile());
        JsonNode rounds = meta.path("rounds");
        Instant job = Instant.parse(rounds.path("jobStart").asText(meta.path("start").asText()));
        Instant start = Instant.parse(meta.path("start").asText());
        Instant end = Instant.parse(meta.path("end").asText());
        return new Read2(s, reads, Duration.between(job, end).toSeconds() / 60.0, Duration.between(job, start).toSeconds() / 60.0,
                rounds.path("rounds").asInt(), rounds.path("leastRounds").asInt(), cite, rounds.path("mode").asText());
    }

    private static JsonNode sidecar(Context c, String file) {
        try {
            return RunMetadata.MAPPER.readTree(c.root().resolve(file.replaceAll("\\.json$", ".meta.json")).toFile());
        } catch (IOException e) {
            throw new BadInputException(file + ": no sidecar to read the session's times from: " + e.getMessage());
        }
    }

    private FindingTable summary(List<Read2> all, Context.Sources sources) {
        List<List<Cell>> rows = new ArrayList<>();
        for (Read2 x : all) {
            List<Read> red = x.reads().stream().filter(Read::red).toList();
            List<Read> more = x.reads().stream().filter(Read::moreBytes).toList();
            List<Read> less = x.reads().stream().filter(Read::lessBytes).toList();
            long slower = x.reads().stream().filter(r -> r.verdict().equals("slower")).count();
            long faster = x.reads().stream().filter(r -> r.verdict().equals("faster")).count();
            double[] seen = x.reads().stream().mapToDouble(Read::seen).filter(Double::isFinite).sorted().toArray();
            long ten = x.reads().stream().filter(r -> GatePower.couldSee(r.seen(), 0.10)).count();
            // the command's own verdict: red on a time regression or on more bytes per operation (its exit 1), else green
            String overall = red.isEmpty() && more.isEmpty() ? "green" : !red.isEmpty() ? "**red** (times)" : "**red** (allocation gate; times: none slower)";
            String verdict = overall + (red.isEmpty() ? "" : ": " + String.join("; ", red.stream().map(r -> r.key().display() + " " + r.estimate()).toList()))
                    + String.format(Locale.ROOT, "; %d slower, %d faster of %d", slower, faster, x.reads().size()) + x.cite();
            rows.add(List.of(Cell.text(x.session().label()), Cell.text(x.session().reported()), Cell.text(verdict),
                    Cell.text(allocation(more, less)),
                    Cell.text(String.format(Locale.ROOT, "%d of %d; median %s, widest %s", ten, x.reads().size(), Estimate.pct(new Median().evaluate(seen)),
                            seen.length == 0 ? "n/a" : Estimate.pct(seen[seen.length - 1]))),
                    Cell.text(String.format(Locale.ROOT, "%.0f min (builds and checks %.0f), %d rounds", x.minutes(), x.buildMinutes(), x.rounds()))));
        }
        List<String> n = new ArrayList<>(notes);
        for (Read2 x : all) {
            if (x.session().output() != null) {
                n.add(x.session().label() + ": the command's own output, as it printed it: `" + x.session().output() + "`.");
            }
        }
        return new FindingTable(id, title, List.of("Change", "What Jackson's users reported", "What the maintainer's command said (the gate's rule)",
                "Allocation gate", "Could see 10% (80% power)", "Whole command"), rows, sources.list(), label(floor), n);
    }

    /** The allocation gate's reading of a session: where it found more bytes per operation (an alarm), where less. */
    private static String allocation(List<Read> more, List<Read> less) {
        if (more.isEmpty() && less.isEmpty()) {
            return "same";
        }
        List<String> parts = new ArrayList<>();
        if (!more.isEmpty()) {
            parts.add("**more** on " + more.size() + ": " + String.join(", ", more.stream().map(Read::withBytes).toList()));
        }
        if (!less.isEmpty()) {
            parts.add("less on " + less.size() + ": " + String.join(", ", less.stream().map(Read::withBytes).toList()));
        }
        return String.join("; ", parts);
    }

    /** The findings whose sessions the one-sentence view sums up (docs/findings.md shows them whole): before turns, and in turns. */
    static final String HISTORY = "jackson-history";
    static final String HISTORY_TURNS = "jackson-history-turns";

    /** One sentence, no table: what a maintainer should expect of the command, from every session (they cite their files in {@code of}). */
    private FindingTable brief(Context c, List<Read2> all) {
        double lo = all.stream().mapToDouble(Read2::minutes).min().orElse(Double.NaN);
        double hi = all.stream().mapToDouble(Read2::minutes).max().orElse(Double.NaN);
        int n = all.stream().mapToInt(x -> x.reads().size()).max().orElse(0);
        long tenLo = all.stream().mapToLong(x -> x.reads().stream().filter(r -> GatePower.couldSee(r.seen(), 0.10)).count()).min().orElse(0);
        long tenHi = all.stream().mapToLong(x -> x.reads().stream().filter(r -> GatePower.couldSee(r.seen(), 0.10)).count()).max().orElse(0);
        double[] seen = all.stream().flatMap(x -> x.reads().stream()).mapToDouble(Read::seen).filter(Double::isFinite).sorted().toArray();
        boolean turns = all.stream().allMatch(x -> x.mode().equals("turns"));
        List<String> cpus = all.stream().map(x -> Source.of(x.session().baseFile(), c.run(x.session().baseFile())).cpu()).distinct().toList();
        String machines = cpus.size() == 1 ? "" : "; on " + cpus.size() + " machines (" + String.join("; ", cpus) + "), so its ranges are [cross-run](docs/glossary.md#cross-run)";
        String text = String.format(Locale.ROOT, "Measured here (finding %s: its %d %s, on pairs of Jackson releases, 2 cores, JDK 17%s): the whole "
                + "command took %s minutes, builds included; %s of its %d benchmarks could see a 10%% slowdown with 80%% power, the "
                + "median one %s.", turns ? HISTORY_TURNS : HISTORY, all.size(), (all.size() == 1 ? "session " : "sessions ") + (turns ? "in turns"
                : "before turns (each build on a CPU of its own)"), machines, Math.round(lo) == Math.round(hi) ? String.format(Locale.ROOT, "%.0f", lo)
                : String.format(Locale.ROOT, "%.0f to %.0f", lo, hi),
                tenLo == tenHi ? String.valueOf(tenLo) : tenLo + " to " + tenHi, n, Estimate.pct(new Median().evaluate(seen)));
        return new FindingTable(id, text, List.of(), List.of(), List.of(), "", List.of());
    }

    private FindingTable detail(List<Read2> all, Context.Sources sources) {
        Map<BenchmarkKey, Map<String, Read>> by = new LinkedHashMap<>();
        for (Read2 x : all) {
            for (Read r : x.reads()) {
                by.computeIfAbsent(r.key(), k -> new LinkedHashMap<>()).put(x.session().label(), r);
            }
        }
        List<List<Cell>> rows = new ArrayList<>();
        by.forEach((k, m) -> {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(k.display())));
            for (Read2 x : all) {
                Read r = m.get(x.session().label());
                row.add(Cell.text(r == null ? "not run" : r.estimate() + (r.red() ? ", **red**" : "") + (r.moreBytes() ? ", **" + r.bytesText() + "**" : r.lessBytes() ? ", " + r.bytesText() : "")));
                row.add(Cell.text(r == null || Double.isInfinite(r.seen()) ? "n/a" : Estimate.pct(r.seen())));
            }
            rows.add(row);
        });
        List<String> headers = new ArrayList<>(List.of("Benchmark"));
        for (Read2 x : all) {
            headers.add(x.session().label() + ": change/base (simultaneous 95%)" + x.cite());
            headers.add(x.session().label() + ": sees with 80% power");
        }
        return new FindingTable(id, title, headers, rows, sources.list(), label(floor), notes);
    }

    private static String label(double floor) {
        return "Each session one run of `scripts/jackson-change.sh` (its command in the sources), both jars built from this suite, the base with "
                + "every Jackson 2 artifact at the first release and the change with jackson-core built from its clone at the second release's tag; "
                + "read by the gate's own rule: red = the simultaneous 95% interval wholly below 1 and the ratio beyond -" + Estimate.pct(floor)
                + " (the floor of the session's day); allocation = bytes per "
                + "operation up beyond the forks' spread and floor. Could see = the smallest slowdown the session states it would flag with 80% "
                + "power, at its own sd. Whole command: from the script's start (both builds, the clone's build and the verification included) to "
                + "its last round.";
    }

    /** Where {@link #headline} is kept: scripts/jackson-change.sh --help prints it. */
    public static final String HEADLINE_FILE = "scripts/jackson-change-measured.txt";

    /** The summary's sessions as one line per session for {@code scripts/jackson-change.sh --help} (generated, checked). */
    public static String headline(FindingTable summary) {
        StringBuilder sb = new StringBuilder();
        for (List<Cell> row : summary.rows()) {
            sb.append("Measured (finding ").append(summary.id()).append(", docs/findings.md), ").append(row.get(0).text()).append(": the whole command ")
                    .append(row.get(5).text()).append("; could see 10% on ").append(row.get(4).text()).append(".\n");
        }
        return sb.toString();
    }
}
