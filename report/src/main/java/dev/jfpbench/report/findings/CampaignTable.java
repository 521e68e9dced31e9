package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkResult;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.answer.Question;
import dev.jfpbench.report.answer.Questions;
import dev.jfpbench.report.rounds.RoundsInfo;
import dev.jfpbench.report.stats.PairedRatio;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The answer table made by one campaign ({@code scripts/answer.sh}): one column per JDK, each a side of one paired
 * session, every question of {@link Questions} a row, and what to do read off each row's intervals by one rule
 * ({@link #advice}) with a practical threshold: "turn on" only when the whole interval lies at least the threshold
 * above 1, "leave off" only when it lies that far below, "either" when it lies within it; a faster or slower verdict
 * inside the threshold is a small effect, said so. Its title is the summary sentence, made from the same advice.
 */
public record CampaignTable(String id, List<Column> columns, List<Question> questions, List<String> notes, double target) implements Finding {
    /** The half-width every campaign before turns settled its cells at: what a table of one of them is read by. */
    public static final double TARGET_BEFORE_TURNS = 0.03;

    /** A campaign of the days before turns, settled at {@link #TARGET_BEFORE_TURNS}. */
    public CampaignTable(String id, List<Column> columns, List<Question> questions, List<String> notes) {
        this(id, columns, questions, notes, TARGET_BEFORE_TURNS);
    }

    static final double T = Context.THRESHOLD;
    /** The issue's budget for a settled table: what a campaign may spend on this machine, in seconds. */
    static final double TWO_HOURS = 2 * 3600;

    @Override
    public String title() {
        if (questions.size() == 1) {
            return "The answer: " + questions.get(0).text();
        }
        return questions.stream().allMatch(q -> q instanceof Question.Best) ? "The answer: which format, which library" : "The answer";
    }

    /** A campaign's table from its sides given as {@code LABEL=FILE} ("jdk21" is shown as "JDK 21"); bad input for a missing file. */
    public static CampaignTable of(String id, List<String> sides, double target) {
        List<Column> columns = new ArrayList<>();
        for (String r : sides) {
            int eq = r.indexOf('=');
            if (eq <= 0 || eq == r.length() - 1) {
                throw new dev.jfpbench.report.BadInputException("a side takes LABEL=FILE, got '" + r + "'");
            }
            java.nio.file.Path f = java.nio.file.Path.of(r.substring(eq + 1)).toAbsolutePath().normalize();
            if (!java.nio.file.Files.isRegularFile(f)) {
                throw new dev.jfpbench.report.BadInputException("no result file " + f);
            }
            String label = r.substring(0, eq);
            columns.add(Column.of(label.matches("jdk\\d+") ? "JDK " + label.substring(3) : label, f.toString()));
        }
        return new CampaignTable(id, columns, Questions.ALL, List.of(), target);
    }

    /** The mark of a cell not settled at the campaign's target. */
    static final String UNSETTLED_MARK = "†";

    /** The most open cells the note below a table names one by one. */
    static final int LISTED_OPEN = 6;

    /** "Currency read", the question before its colon (a control: before its brackets): how the list of open cells names a row. */
    static String shortLabel(Question q) {
        if (q instanceof Question.Pair p && p.control()) {
            return p.text().replaceAll(" \\(.*", "");
        }
        return head(q);
    }

    /** {@link #shortLabel(Question)}, or the whole question where another of {@code among} shares its head (the best-of table's). */
    static String shortLabel(Question q, List<Question> among) {
        String head = shortLabel(q);
        return among.stream().filter(o -> o != q && shortLabel(o).equals(head)).findAny().isPresent() ? q.text() : head;
    }

    private static String head(Question q) {
        int colon = q.text().indexOf(':');
        return colon > 0 ? q.text().substring(0, colon) : q.text();
    }

    private String mode(Context c) {
        return columns.isEmpty() ? null : c.run(columns.get(0).file()).rounds().map(RoundsInfo::mode).orElse(null);
    }

    /** The campaign's design in words, from its first side's record. */
    private String designWords(Context c) {
        String mode = mode(c);
        return dev.jfpbench.report.rounds.RoundsInfo.TURNS.equals(mode) ? "in turns" : dev.jfpbench.report.rounds.RoundsInfo.DUET.equals(mode) ? "duet rounds"
                : "one fork at a time";
    }

    /** A gain or loss whose interval excludes 1 but not the threshold: said so in one way everywhere. */
    static final String SMALL_GAIN = "a small gain: it may be under " + pct(T);
    static final String SMALL_LOSS = "a small loss: it may be under " + pct(T);
    /** An unsettled cell's next step: more rounds of the same campaign, never "measure your own data" (this may be yours). */
    static final String UNSETTLED_WORDS = "unsettled: a longer campaign would tell (scripts/answer.sh --help)";

    /** What a cell says for a fast option, by the practical threshold. */
    enum Advice {
        ON, SMALL_ON, EITHER, SMALL_OFF, OFF, UNSETTLED,
        /** Its JVMs settle at two speeds that call for different advice. */
        SPLIT;

        static Advice of(Optional<Estimate> e) {
            if (e.isEmpty() || !e.get().ci().defined()) {
                return UNSETTLED;
            }
            if (e.get().levels() != null) {
                Advice low = of(e.get().levels().low());
                Advice high = of(e.get().levels().high());
                return low == high ? low : SPLIT;
            }
            return of(e.get().ci());
        }

        private static Advice of(RatioInterval ci) {
            if (!ci.defined()) {
                return UNSETTLED;
            }
            // within the threshold first: an interval of 1.001-1.004 excludes 1, yet says "either", as the rule reads
            if (ci.within(T)) {
                return EITHER;
            }
            return switch (RatioVerdict.of(ci, T)) {
                case FASTER -> ci.low() >= 1 + T ? ON : SMALL_ON;
                case SLOWER -> ci.high() <= 1 / (1 + T) ? OFF : SMALL_OFF;
                case WITHIN -> EITHER;
                default -> UNSETTLED;
            };
        }

        String words(String feature) {
            return switch (this) {
                case ON -> "turn " + feature + " on";
                case SMALL_ON -> "turn " + feature + " on (" + SMALL_GAIN + ")";
                case EITHER -> "either: " + feature + " changes nothing beyond ±" + pct(T);
                case SMALL_OFF -> "leave " + feature + " off (" + SMALL_LOSS + ")";
                case OFF -> "leave " + feature + " off";
                case UNSETTLED -> UNSETTLED_WORDS;
                case SPLIT -> "no one answer: " + feature + " helps at one of its JVMs' two speeds and not at the other";
            };
        }
    }

    /** The note of a table with a cell read in two levels. */
    static final String LEVELS_NOTE = "Two levels: the cell's rounds settle at two speeds far apart, a JVM's compiled code taking one or the other "
            + "(split where the rounds' means lie furthest apart in units of their spread, when one normal sample of as many rounds would lie so far "
            + "apart in under " + RatioInterval.percent(dev.jfpbench.report.stats.Levels.FALSE_RATE) + " of draws and the levels differ by more than "
            + pct(dev.jfpbench.report.stats.Levels.PRACTICAL) + ", each level holding " + dev.jfpbench.report.stats.Levels.MIN_EACH
            + " rounds or more and " + pct(dev.jfpbench.report.stats.Levels.MIN_SHARE) + " of them; read only in turns, where both sides share a core and its moments); no one ratio describes a JVM there, so each level has its interval over its own rounds, and the cell is "
            + "settled when both are within the target. How many JVMs take the higher is a share of the cell's rounds, not measured more closely.";

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<String> headers = new ArrayList<>(List.of("Question"));
        columns.forEach(col -> headers.add(col.label()));
        headers.add("What to do");
        List<List<Cell>> rows = new ArrayList<>();
        Map<Question, List<Optional<Question.Answer>>> answers = new LinkedHashMap<>();
        Map<Question, String> labels = new LinkedHashMap<>();
        int measured = 0;
        List<String> notRun = new ArrayList<>();
        dev.jfpbench.report.answer.Allocation rule = new dev.jfpbench.report.answer.Allocation(questions, c.estimator(), target, 0);
        List<Double> spreads = new ArrayList<>();
        List<String> levelCells = new ArrayList<>();
        for (Question q : questions) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(q.text())));
            List<Optional<Question.Answer>> each = new ArrayList<>();
            for (Column col : columns) {
                Run run = c.run(col.file());
                Optional<Question.Answer> a = q.answer(run, c.estimator(), null);
                each.add(a);
                if (a.isEmpty()) {
                    row.add(Cell.text("not measured"));
                    continue;
                }
                measured++;
                Estimate e = c.within(col.file(), a.get().numerator(), a.get().denominator(), a.get().estimate().name());
                String cost = cost(run, q, a.get());
                // a cell not settled at the campaign's target is marked, and listed once below the table
                String mark = rule.settles(e, Integer.MAX_VALUE) ? "" : " " + UNSETTLED_MARK;
                if (e.levels() != null) {
                    levelCells.add(shortLabel(q, questions) + ", " + col.label() + ": " + levelsWhere(e.levels()));
                }
                double se = e.ci().logStandardError();
                if (se > 0) {
                    spreads.add(se / PairedRatio.standardErrorFactor(e.ci().n()));
                }
                row.add(new Cell(a.get().label() + Cells.estimate(e, T) + mark + cost + " [" + sources.cite(col.file()) + "]", a.get().label(),
                        Optional.of(e), col.file(), col.file(), a.get().numerator(), a.get().denominator()));
            }
            if (each.stream().allMatch(Optional::isEmpty)) {
                notRun.add(q.text());
                continue;
            }
            labels.put(q, rowText(q, each));
            row.set(0, Cell.text(labels.get(q)));
            answers.put(q, each);
            row.add(Cell.text(advice(q, each)));
            rows.add(row);
        }
        List<String> notesOut = new ArrayList<>(notes);
        if (!notRun.isEmpty()) {
            // a focused campaign names what it ran rather than listing every question it left out
            List<String> best = Questions.ALL.stream().filter(q -> !Questions.TABLE.contains(q)).map(Question::text).toList();
            notesOut.add(notRun.equals(best)
                    ? "The fastest format and the fastest exact library are a table of their own: scripts/answer.sh --question '^Fastest' makes it."
                    : notRun.size() > answers.size()
                    ? "Not in this campaign: the other " + notRun.size() + " questions of the table (scripts/answer.sh --question chose "
                            + (answers.size() == 1 ? "this one" : "these") + ")."
                    : "Not measured in this campaign: " + String.join("; ", notRun) + " (scripts/answer.sh --question "
                            + (questions.stream().filter(q -> notRun.contains(q.text())).allMatch(q -> q instanceof Question.Best)
                            ? "'" + NOT_RUN_QUESTION + "' asks " + (notRun.size() == 1 ? "it" : "them") : "asks any question by its text") + ").");
        }
        if (!levelCells.isEmpty()) {
            notesOut.add(LEVELS_NOTE + " The split is chosen on the data, so a level's " + pct(Context.CONFIDENCE) + " interval covers its level less often when the levels lie "
                    + "near the rule's bound; where each cell lies (its levels apart in their rounds' own spread, which the split's choice "
                    + "leans high beside the simulated truth's), and how often a level's interval covered in simulated draws at the nearest "
                    + "rounds and separation below it (finding sim-levels): " + String.join("; ", levelCells) + ". A cell's two intervals hold "
                    + "together at least " + pct(1 - 2 * (1 - Context.CONFIDENCE)) + " of the time when each holds at " + pct(Context.CONFIDENCE) + ".");
        }
        List<String> absent = absentContenders(c, answers.keySet());
        if (!absent.isEmpty()) {
            notesOut.add("Contenders of the question this campaign did not run: " + String.join("; ", absent)
                    + " (scripts/answer.sh --question '" + NOT_RUN_QUESTION + "' runs every one).");
        }
        if (answers.keySet().stream().anyMatch(q -> q instanceof Question.Best b && b.kind() == Question.Kind.FORMAT)) {
            notesOut.add("Not a contender: " + String.join(", ", dev.jfpbench.report.Formats.HAND_WRITTEN) + ", this suite's own hand-written codec "
                    + "(no library or code generator maps the documents), measured in the findings' format tables and never a format to adopt.");
        }
        List<String> open = new ArrayList<>();
        // what the open cells would take at the campaign's own pace: its last round's time, its time so far
        List<Double> seconds = columns.isEmpty() ? List.of() : c.run(columns.get(0).file()).rounds().map(r -> r.seconds()).orElse(null);
        double last = seconds == null || seconds.isEmpty() ? Double.NaN : seconds.get(seconds.size() - 1);
        double spent = seconds == null ? Double.NaN : seconds.stream().mapToDouble(Double::doubleValue).sum();
        List<String> beyond = new ArrayList<>();
        List<Integer> needs = new ArrayList<>();
        for (Map.Entry<Question, List<Optional<Question.Answer>>> e : answers.entrySet()) {
            for (int j = 0; j < columns.size(); j++) {
                Optional<Question.Answer> a = e.getValue().get(j);
                String file = columns.get(j).file();
                Optional<Estimate> est = a.map(x -> c.within(file, x.numerator(), x.denominator(), x.estimate().name()));
                if (est.isPresent() && !rule.settles(est.get(), Integer.MAX_VALUE)) {
                    RatioInterval ci = est.get().ci();
                    dev.jfpbench.report.stats.Levels l = est.get().levels();
                    // in levels: the rounds that would give each level its own, at its share of the rounds so far
                    int need = l != null ? Math.max(levelNeed(l.low(), target, l.rounds()), levelNeed(l.high(), target, l.rounds()))
                            : Double.isFinite(ci.halfWidth()) ? PairedRatio.roundsFor(ci, target, 0.5) : Integer.MAX_VALUE;
                    boolean far = Double.isFinite(last) && (need == Integer.MAX_VALUE || spent + (double) Math.max(0, need - ci.n()) * last > TWO_HOURS);
                    open.add(shortLabel(e.getKey(), questions) + ", " + columns.get(j).label() + (l != null ? levelsWidth(l, target, need) : width(ci, target)));
                    needs.add(need);
                    if (far) {
                        beyond.add(labels.get(e.getKey()) + " on " + columns.get(j).label());
                    }
                }
            }
        }
        String pace = beyond.isEmpty() || !Double.isFinite(last) ? "" : String.format(Locale.ROOT, "; %s beyond two hours at the campaign's pace "
                + "(its last round %.0f s, its rounds %.0f minutes in all; a round gets shorter as cells settle, so this leans long)",
                beyond.size() == open.size() ? "every one" : beyond.size() + " of them", last, spent / 60);
        // a short list names each open cell once; a long one would repeat the table, so it says how far the cells are as a whole
        notesOut.add(open.isEmpty() ? String.format(Locale.ROOT, "Every cell is settled: its interval at a half-width of ±%s or less.", pct(target))
                : open.size() <= LISTED_OPEN
                ? String.format(Locale.ROOT, "%s Not settled at ±%s when the campaign stopped (%d of %d cells), each with the rounds its spread per round would "
                + "need (a projection from its rounds, the ends of the spread's 95%% interval in brackets)%s: %s.", UNSETTLED_MARK, pct(target), open.size(),
                measured, pace, String.join("; ", open))
                : needs.stream().allMatch(n -> n == Integer.MAX_VALUE)
                ? String.format(Locale.ROOT, "%s Not settled at ±%s when the campaign stopped: %d of %d cells, none with an interval yet (one round "
                + "each), so none with a projection.", UNSETTLED_MARK, pct(target), open.size(), measured)
                : String.format(Locale.ROOT, "%s Not settled at ±%s when the campaign stopped: %d of %d cells (each cell's interval is in it); at each one's "
                + "spread per round, ±%s needs a median of %s rounds (from %s to %s)%s.", UNSETTLED_MARK, pct(target), open.size(), measured, pct(target),
                count(median(needs)), count(java.util.Collections.min(needs)), count(java.util.Collections.max(needs)), pace));
        if (!spreads.isEmpty() && Double.isFinite(spent) && seconds != null && !seconds.isEmpty()) {
            // the design's precision per minute, as this campaign measured it: its median cell's spread and its rounds' pace
            double median = new org.apache.commons.math3.stat.descriptive.rank.Median().evaluate(spreads.stream().mapToDouble(Double::doubleValue).toArray());
            int need = PairedRatio.roundsFor(median, target, Context.CONFIDENCE);
            notesOut.add(String.format(Locale.ROOT, "Precision per minute, as this campaign measured it (%s): a round spread its median cell's log ratio by "
                    + "%.1f%% and took %.1f minutes on average; at that spread a cell is settled at ±%s after about %d rounds.",
                    designWords(c), median * 100, spent / 60 / seconds.size(), pct(target), need));
        }
        boolean turns = dev.jfpbench.report.rounds.RoundsInfo.TURNS.equals(mode(c));
        double wrong = falseVerdicts(turns);
        String intervals = levelCells.isEmpty() ? "" : String.format(Locale.ROOT, " (%d intervals: %s in two levels)", measured + levelCells.size(),
                levelCells.size() == 1 ? "one cell" : levelCells.size() + " cells");
        notesOut.add(String.format(Locale.ROOT, "Multiplicity: %d cell%s%s, each a %s interval stopped once within the target; under that stop a true "
                + "ratio of 1 is called faster or slower in up to %.1f%% of cells (the rule's own rate, simulated: finding %s), so about %.1f of "
                + "them could exclude the truth by chance; read a single surprising cell with that in mind (advice without \"small\" needs the whole "
                + "interval beyond ±%s, which chance alone rarely gives; a small gain or loss rests on the interval excluding 1, as a verdict does).",
                measured, measured == 1 ? "" : "s", intervals, pct(Context.CONFIDENCE), wrong * 100, turns ? "sim-answer-turns" : "sim-answer", measured * wrong, pct(T)));
        if (answers.keySet().stream().anyMatch(q -> q instanceof Question.Best)) {
            notesOut.add("A best-of row names the contender with the highest ratio among those left: every contender ran the first "
                + (dev.jfpbench.report.answer.Allocation.PILOT == 1 ? "round" : dev.jfpbench.report.answer.Allocation.PILOT + " rounds") + ", the " + dev.jfpbench.report.answer.Allocation.KEEP + " fastest raced on, and one was dropped once its interval against the "
                + "leader lay below 1; the ratio shown is over every round the winner ran, and its interval is the winner's own: picking the "
                + "highest of close finalists leans it a little upwards.");
        }
        List<Source> s = sources.list();
        String title = summary(answers);
        String label = Context.label(s, rows, "a question stops on a JDK once it is settled");
        return new FindingTable(id, title, headers, rows, s, label + " " + COST, notesOut);
    }

    /**
     * The campaign's own chance of calling a true ratio of 1 faster or slower under its stop: the largest the simulation
     * harness measured over the spreads it tried ({@link SimulatedRates}, group "answer"): on turns' A/A rounds for a
     * campaign in turns, on the duet design's (the rates of 2026-11-28) for one before.
     */
    static double falseVerdicts(boolean turns) {
        return (turns ? SimulatedRates.read() : SimulatedRates.archived("2026-11-28")).group("answer").stream().mapToDouble(SimulatedRates.Row::rate).max()
                .orElseThrow(() -> new dev.jfpbench.report.BadInputException(SimulatedRates.FILE + " has no answer rates"));
    }

    /** "levels 9.4 of their spread apart over 58 rounds, 94.5% ± 0.2% at 5 apart and 58 rounds". */
    static String levelsWhere(dev.jfpbench.report.stats.Levels l) {
        String where = String.format(Locale.ROOT, "levels %.1f of their spread apart over %d rounds", l.separation(), l.rounds());
        return where + SimulatedRates.read().levelCoverBelow(l.rounds(), l.separation())
                .map(v -> String.format(Locale.ROOT, ", %s at %.0f apart and %d rounds", v.row().text(), v.apart(), v.rounds()))
                .orElse(", below the simulated rounds and separations");
    }

    /** The rounds a campaign would run for one level to reach {@code target}, that level taking its share of {@code rounds}. */
    static int levelNeed(RatioInterval level, double target, int rounds) {
        int need = PairedRatio.roundsFor(level, target, 0.5);
        return need == Integer.MAX_VALUE ? need : (int) Math.ceil((double) need * rounds / level.n());
    }

    /** " (two levels, ±4.1% and ±2.2%; ±3% needs about 30 rounds)". */
    static String levelsWidth(dev.jfpbench.report.stats.Levels l, double target, int need) {
        return " (two levels, ±" + openPct(l.high().halfWidth(), target) + " and ±" + openPct(l.low().halfWidth(), target)
                + (need > l.rounds() && need != Integer.MAX_VALUE ? String.format(Locale.ROOT, "; ±%.0f%% needs about %s rounds", target * 100, count(need)) : "") + ")";
    }

    /** " (±6.2%; ±3% needs about 120 rounds (70–260))", or, from one round, that it has no interval yet. */
    static String width(RatioInterval ci, double target) {
        return Double.isFinite(ci.halfWidth())
                ? " (±" + openPct(ci.halfWidth(), target) + roundsNeeded(ci, target) + ")"
                : " (one round: no interval yet)";
    }

    /** An open cell's half-width, "6.2%", with a second decimal where one would show it at the target it missed ("2.04%", not "2.0%"). */
    static String openPct(double halfWidth, double target) {
        String one = String.format(Locale.ROOT, "%.1f%%", halfWidth * 100);
        return halfWidth > target && one.equals(String.format(Locale.ROOT, "%.1f%%", target * 100))
                ? String.format(Locale.ROOT, "%.2f%%", halfWidth * 100) : one;
    }

    /** "; ±3% needs about 120 rounds (70–260)": what a cell's spread per round would take to settle; empty when it cannot be told. */
    static String roundsNeeded(RatioInterval ci, double target) {
        int need = PairedRatio.roundsFor(ci, target, 0.5);
        if (need <= ci.n()) {
            return "";
        }
        return String.format(Locale.ROOT, "; ±%.0f%% needs about %s rounds (%s–%s)", target * 100, count(need),
                count(PairedRatio.roundsFor(ci, target, 0.025)), count(PairedRatio.roundsFor(ci, target, 0.975)));
    }

    private static int median(List<Integer> rounds) {
        List<Integer> sorted = rounds.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2);
    }

    private static String count(int rounds) {
        return rounds == Integer.MAX_VALUE ? "a million+" : String.valueOf(rounds);
    }

    /** One operation of the generated vectors holds this many (core's {@code VectorDataset.DEFAULT_ROWS}: the report does not depend on core). */
    static final int GENERATED_VECTORS = 1000;

    /** What the cost after each ratio is, and why absolute times differ between tables. */
    static final String COST = "After each ratio: what the reference (Default, JSON or Jackson Fast) costs on this machine, per document, per "
            + "vector (an operation of the generated set holds " + GENERATED_VECTORS + ") or per number, and the bytes it moves per second (MB = "
            + "10^6 bytes) where the run recorded them. Absolute times are this shared machine's and move with its other tenants from session "
            + "to session; a ratio, taken within each round, does not.";

    /**
     * "; Default 118 µs a vector, 109 MB/s": the reference's cost in this run (the median of its forks' scores) per item of the
     * question's data, and in MB/s when the run's sidecar has its bytes per operation; a user's vectors file, whose rows the
     * run does not record, is costed per operation.
     */
    static String cost(Run run, Question q, Question.Answer a) {
        double s = run.get(a.denominator()).map(CampaignTable::secondsPerOperation).orElse(0.0);
        if (!(s > 0)) {
            return "";
        }
        String item = q.item();
        String vectors = a.denominator().params().get("vectors");
        boolean usersFile = vectors != null && !vectors.isEmpty() && !vectors.equals("full-precision");
        String per = !item.equals("vector") ? time(s) + " a " + item
                : usersFile ? time(s) + " an operation (your whole file)" : time(s / GENERATED_VECTORS) + " a vector";
        java.util.OptionalLong bytes = run.bytesPerOp(a.denominator());
        String rate = bytes.isPresent() && bytes.getAsLong() > 0 ? String.format(Locale.ROOT, ", %.3g MB/s", bytes.getAsLong() / s / 1e6) : "";
        return "; " + a.reference() + " " + per + rate;
    }

    /** A result's seconds per operation: the median of its forks' scores, in its own unit (ops/s, ns/op, ...); 0 when unknown. */
    static double secondsPerOperation(BenchmarkResult r) {
        double[] s = r.primary().forkScores();
        if (s.length == 0) {
            return 0;
        }
        double m = new org.apache.commons.math3.stat.descriptive.rank.Median().evaluate(s);
        String unit = r.primary().unit();
        return switch (unit) {
            case "ops/s" -> 1 / m;
            case "ops/ms" -> 1e-3 / m;
            case "ops/us" -> 1e-6 / m;
            case "s/op" -> m;
            case "ms/op" -> m * 1e-3;
            case "us/op" -> m * 1e-6;
            case "ns/op" -> m * 1e-9;
            default -> 0;
        };
    }

    /** "41.0 µs", "12.3 ms". */
    static String time(double seconds) {
        if (seconds >= 1e-3) {
            return String.format(Locale.ROOT, "%.3g ms", seconds * 1e3);
        }
        return String.format(Locale.ROOT, "%.3g µs", seconds * 1e6);
    }

    /** The question's to run again where some contender was left out: the best-of questions, or any by its text. */
    static final String NOT_RUN_QUESTION = "^Fastest";

    /**
     * For each best-of question measured here whose contenders are known beforehand, those no column of this campaign ran
     * ("Fastest binary format over JSON: currency read: Smile, CBOR"): a campaign made before they were contenders.
     */
    List<String> absentContenders(Context c, java.util.Collection<Question> measured) {
        List<String> out = new ArrayList<>();
        for (Question q : measured) {
            if (!(q instanceof Question.Best b) || b.expectedContenders().isEmpty()) {
                continue;
            }
            java.util.Set<String> ran = new java.util.HashSet<>();
            columns.forEach(col -> b.contenders(c.run(col.file())).forEach(r -> ran.add(r.numeratorLabel())));
            List<String> missing = b.expectedContenders().stream().filter(x -> !ran.contains(x)).toList();
            if (!missing.isEmpty()) {
                out.add(b.text() + ": " + String.join(", ", missing));
            }
        }
        return out;
    }

    /** What to do for a row, from its cells by the practical threshold. */
    String advice(Question q, List<Optional<Question.Answer>> each) {
        List<Optional<Estimate>> es = each.stream().map(a -> a.map(Question.Answer::estimate)).toList();
        List<String> labels = columns.stream().map(Column::label).toList();
        if (q instanceof Question.Pair p && p.control()) {
            return controlAdvice(es, labels);
        }
        if (q instanceof Question.Pair p) {
            return pairAdvice(p.feature(), es, labels);
        }
        Question.Best b = (Question.Best) q;
        String lead = b.kind() == Question.Kind.FORMAT ? "If you can change the format: " : "If you can change the library (every number exact): ";
        // one winner, switched to on every JDK: one phrase with its range, as a fast option's advice is one phrase when the JDKs agree
        List<String> winners = each.stream().map(a -> a.filter(x -> Advice.of(Optional.of(x.estimate())) == Advice.ON)
                .map(Question.Answer::who).orElse("")).distinct().toList();
        // a format with a known risk is named with it, once, wherever the advice names it
        String cautions = each.stream().flatMap(Optional::stream).filter(a -> Advice.of(Optional.of(a.estimate())) == Advice.ON
                        || Advice.of(Optional.of(a.estimate())) == Advice.SMALL_ON).map(Question.Answer::who).distinct()
                .filter(dev.jfpbench.report.Formats.CAUTION::containsKey).map(w -> " " + w + ": " + dev.jfpbench.report.Formats.CAUTION.get(w) + ".")
                .collect(Collectors.joining());
        if (each.size() > 1 && winners.size() == 1 && !winners.get(0).isEmpty()) {
            double[] r = each.stream().flatMapToDouble(a -> java.util.Arrays.stream(span(a.get().estimate()))).sorted().toArray();
            return String.format(Locale.ROOT, "%s%s, %.2f× to %.2f× as fast as %s, on every JDK here.", lead, winners.get(0), r[0], r[r.length - 1],
                    each.get(0).get().reference()) + cautions;
        }
        List<String> per = new ArrayList<>();
        for (int i = 0; i < each.size(); i++) {
            per.add(labels.get(i) + ": " + each.get(i).map(CampaignTable::bestWords).orElse("not measured"));
        }
        return lead + String.join("; ", per) + "." + cautions;
    }

    /**
     * A best-of cell's advice by the same threshold as a fast option's: switch only when the winner's whole interval lies
     * at least the threshold above its reference.
     */
    static String bestWords(Question.Answer a) {
        String who = a.who();
        String ref = a.reference();
        double r = a.estimate().ci().ratio();
        dev.jfpbench.report.stats.Levels l = a.estimate().levels();
        return switch (Advice.of(Optional.of(a.estimate()))) {
            case ON -> l != null ? String.format(Locale.ROOT, "%s, %.2f× or %.2f× as fast as %s, by the speed its JVM settles at", who,
                    l.low().ratio(), l.high().ratio(), ref) : String.format(Locale.ROOT, "%s, %.2f× as fast as %s", who, r, ref);
            case SMALL_ON -> String.format(Locale.ROOT, "%s, %.2f× as fast as %s (%s)", who, r, ref, SMALL_GAIN);
            case EITHER -> "stay with " + ref + " or take " + who + ": alike within ±" + pct(T);
            case SMALL_OFF, OFF -> "stay with " + ref + " (no contender is faster)";
            case UNSETTLED -> UNSETTLED_WORDS;
            case SPLIT -> String.format(Locale.ROOT, "%s where its JVM settles at the higher of its two speeds (%.2f× as fast as %s), %s at the lower (%.2f×)",
                    who, l.high().ratio(), ref, Advice.of(l.low()) == Advice.EITHER ? "alike" : "not", l.low().ratio());
        };
    }

    /** The ratios a cell reads: its one ratio, or its two levels'. */
    static double[] span(Estimate e) {
        return e.levels() != null ? new double[] {e.levels().low().ratio(), e.levels().high().ratio()} : new double[] {e.ci().ratio()};
    }

    /** A fast option's advice: one phrase when every JDK agrees, else per JDK, by {@link Advice}. */
    static String pairAdvice(String feature, List<Optional<Estimate>> es, List<String> labels) {
        List<Advice> a = es.stream().map(Advice::of).toList();
        if (a.stream().distinct().count() == 1) {
            return capital(a.get(0).words(feature)) + (a.get(0) == Advice.UNSETTLED ? "." : ", on " + (labels.size() == 1 ? labels.get(0) : "every JDK here") + ".");
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            parts.add(labels.get(i) + ": " + a.get(i).words(feature));
        }
        return String.join("; ", parts) + ".";
    }

    /**
     * A control's advice says what its verdicts say: one phrase when every JDK agrees, else per JDK; where it moved, the
     * next step (that JDK's close rows are run again before anyone acts on them).
     */
    static String controlAdvice(List<Optional<Estimate>> es, List<String> labels) {
        String moved = ": Fast %s on binary doubles, which number conversion cannot explain";
        // as the fast options' advice: an interval within the threshold holds, even when it excludes 1
        List<String> per = es.stream().map(e -> e.map(x -> x.ci().within(T) ? "holds (no difference beyond ±" + pct(T) + ")" : switch (RatioVerdict.of(x.ci(), T)) {
            case FASTER -> "moved" + String.format(moved, "faster");
            case SLOWER -> "moved" + String.format(moved, "slower");
            default -> "not settled (its interval is too wide to tell)";
        }).orElse("not measured")).toList();
        List<String> movedAt = new ArrayList<>();
        for (int i = 0; i < per.size(); i++) {
            if (per.get(i).startsWith("moved")) {
                movedAt.add(labels.get(i));
            }
        }
        String tail = " Nothing to set: this row checks the session." + (movedAt.isEmpty() ? ""
                : " Where it moved, a row of that JDK whose interval comes near ±" + pct(T) + " may be off by as much: run "
                + (movedAt.size() == 1 ? "that JDK" : "those JDKs") + " again (scripts/answer.sh "
                + movedAt.stream().map(l -> "--jdk " + l.replaceFirst("^JDK ", "")).collect(Collectors.joining(" ")) + ") before acting on such a row.");
        if (per.stream().distinct().count() > 1) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < per.size(); i++) {
                parts.add(labels.get(i) + ": " + per.get(i));
            }
            return "The control, " + String.join("; ", parts) + "." + tail;
        }
        String one = per.get(0);
        boolean verdict = one.startsWith("holds") || one.startsWith("moved");
        String where = labels.size() == 1 ? " on " + labels.get(0) : verdict ? " on every JDK here" : " on any JDK here";
        return one.startsWith("moved") ? "The control moved" + where + one.substring("moved".length()) + "." + tail
                : "The control " + (verdict ? "" : "is ") + one + where + "." + tail;
    }

    /**
     * The short answer: for each fast option one sentence that says, row by row, on which JDKs to turn it on and on which
     * to leave it off (each group of rows followed by the JDKs it holds on, so no JDK can be read into a row it does not
     * belong to), from the same rule as the "What to do" column; then each best-of row's winner.
     */
    String summary(Map<Question, List<Optional<Question.Answer>>> answers) {
        Map<String, List<Map.Entry<Question.Pair, List<Advice>>>> byOption = new LinkedHashMap<>();
        for (Map.Entry<Question, List<Optional<Question.Answer>>> e : answers.entrySet()) {
            if (e.getKey() instanceof Question.Pair p && !p.control()) {
                byOption.computeIfAbsent(p.feature(), k -> new ArrayList<>())
                        .add(Map.entry(p, e.getValue().stream().map(a -> Advice.of(a.map(Question.Answer::estimate))).toList()));
            }
        }
        List<String> parts = new ArrayList<>();
        boolean small = false;
        for (Map.Entry<String, List<Map.Entry<Question.Pair, List<Advice>>>> o : byOption.entrySet()) {
            String name = o.getKey();
            List<Map.Entry<Question.Pair, List<Advice>>> rows = o.getValue();
            if (rows.stream().allMatch(r -> r.getValue().stream().allMatch(a -> a == Advice.ON))) {
                parts.add("Turn " + name + " on everywhere");
                continue;
            }
            if (rows.stream().allMatch(r -> r.getValue().stream().allMatch(a -> a == Advice.OFF))) {
                parts.add("Leave " + name + " off everywhere");
                continue;
            }
            List<String> clauses = new ArrayList<>();
            for (Direction d : Direction.values()) {
                // the rows of this direction grouped by the JDKs they hold on; a small gain or loss marked on its row
                Map<String, List<String>> byJdks = new LinkedHashMap<>();
                for (Map.Entry<Question.Pair, List<Advice>> r : rows) {
                    for (boolean smallOne : new boolean[] {false, true}) {
                        List<String> at = new ArrayList<>();
                        for (int i = 0; i < r.getValue().size(); i++) {
                            Advice a = r.getValue().get(i);
                            if (d.holds(a) && (a == Advice.SMALL_ON || a == Advice.SMALL_OFF) == smallOne) {
                                at.add(columns.get(i).label());
                            }
                        }
                        if (!at.isEmpty()) {
                            small |= smallOne;
                            byJdks.computeIfAbsent(jdks(at), k -> new ArrayList<>()).add(shortText(r.getKey())
                                    + (smallOne ? (d == Direction.ON ? " (a small gain)" : " (a small loss)") : ""));
                        }
                    }
                }
                if (!byJdks.isEmpty()) {
                    List<String> groups = new ArrayList<>();
                    byJdks.forEach((where, what) -> groups.add(String.join(" and ", what) + " on " + where));
                    String verb = clauses.isEmpty() ? d.first(name) : d.next();
                    clauses.add(verb + " for " + String.join(", and for ", groups));
                }
            }
            parts.add(String.join("; ", clauses));
        }
        parts.addAll(bestSummary(answers).stream().map(CampaignTable::capital).toList());
        return parts.isEmpty() ? "In short: no question was measured."
                : "In short: " + String.join(". ", parts) + "." + (small ? " A small gain or loss is one that may be under " + pct(T) + "." : "");
    }

    /** The summary's four ways a fast option's rows can go, each with its verb. */
    enum Direction {
        ON, OFF, EITHER, SPLIT, UNSETTLED;

        boolean holds(Advice a) {
            return switch (this) {
                case ON -> a == Advice.ON || a == Advice.SMALL_ON;
                case OFF -> a == Advice.OFF || a == Advice.SMALL_OFF;
                case EITHER -> a == Advice.EITHER;
                case SPLIT -> a == Advice.SPLIT;
                case UNSETTLED -> a == Advice.UNSETTLED;
            };
        }

        /** The clause that names the option: "Turn USE_X on". */
        String first(String name) {
            return switch (this) {
                case ON -> "Turn " + name + " on";
                case OFF -> "Leave " + name + " off";
                case EITHER -> name + " changes nothing beyond ±" + pct(T);
                case SPLIT -> name + " helps at one of its JVMs' two speeds only";
                case UNSETTLED -> name + " is unsettled";
            };
        }

        /** A clause after the first: "leave it off". */
        String next() {
            return switch (this) {
                case ON -> "turn it on";
                case OFF -> "leave it off";
                case EITHER -> "either way";
                case SPLIT -> "it depends on the JVM's speed";
                case UNSETTLED -> "unsettled";
            };
        }
    }

    /** "every JDK" (every column), "JDK 17", "JDK 21 and 25". */
    private String jdks(List<String> at) {
        if (at.size() == columns.size()) {
            return columns.size() == 1 ? at.get(0) : "every JDK";
        }
        List<String> rest = at.subList(1, at.size()).stream().map(l -> at.get(0).startsWith("JDK ") ? l.replaceFirst("^JDK ", "") : l).toList();
        return rest.isEmpty() ? at.get(0) : at.get(0) + (rest.size() == 1 ? " and " : ", ") + String.join(", ", rest.subList(0, rest.size() - 1))
                + (rest.size() > 1 ? " and " : "") + rest.get(rest.size() - 1);
    }

    /**
     * Each best-of row in a phrase, by the advice's own rule: the winner where its whole interval lies the threshold
     * above the reference ("the fastest exact library for currency read is Fastjson2 on every JDK here (1.61× to
     * 1.72× as fast as Jackson Fast)"), and where none is, said so per JDK.
     */
    List<String> bestSummary(Map<Question, List<Optional<Question.Answer>>> answers) {
        List<String> parts = new ArrayList<>();
        boolean unsettled = true;
        for (Map.Entry<Question, List<Optional<Question.Answer>>> e : answers.entrySet()) {
            if (!(e.getKey() instanceof Question.Best b)) {
                continue;
            }
            Map<String, List<String>> where = new LinkedHashMap<>();
            Map<String, double[]> range = new LinkedHashMap<>();
            List<Optional<Question.Answer>> row = e.getValue();
            for (int i = 0; i < row.size(); i++) {
                Optional<Question.Answer> a = row.get(i);
                Advice adv = Advice.of(a.map(Question.Answer::estimate));
                String ref = a.map(Question.Answer::reference).orElse("");
                String who = a.isEmpty() ? "not measured" : switch (adv) {
                    case ON -> a.get().who();
                    case SMALL_ON -> a.get().who() + " by a small gain over " + ref;
                    case EITHER -> "none beyond ±" + pct(T) + " of " + ref;
                    case SMALL_OFF, OFF -> "none faster than " + ref;
                    case UNSETTLED -> "unsettled";
                    case SPLIT -> a.get().who() + " at one of its JVMs' two speeds";
                };
                where.computeIfAbsent(who, k -> new ArrayList<>()).add(columns.get(i).label());
                if (adv == Advice.ON) {
                    double[] s = span(a.get().estimate());
                    range.merge(who, new double[] {s[0], s[s.length - 1]}, (x, y) -> new double[] {Math.min(x[0], y[0]), Math.max(x[1], y[1])});
                }
            }
            String ref = row.stream().flatMap(Optional::stream).findFirst().map(Question.Answer::reference).orElse("");
            List<String> each = new ArrayList<>();
            where.forEach((who, jdks) -> {
                String on = " on " + jdks(jdks);
                double[] r = range.get(who);
                List<String> notes = new ArrayList<>();
                if (r != null) {
                    notes.add((r[0] == r[1] ? times(r[0]) : times(r[0]) + " to " + times(r[1])) + " as fast as " + ref);
                }
                String caution = dev.jfpbench.report.Formats.CAUTION.get(who.replaceFirst(" by a small gain over .*", ""));
                if (caution != null) {
                    notes.add(caution.replaceFirst(":.*", ""));
                }
                each.add(who + on + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")"));
            });
            String what = (b.kind() == Question.Kind.FORMAT ? "format" : "exact library") + " for " + b.text().replaceAll(".*:", "").trim();
            parts.add(where.size() == 1 && range.containsKey(where.keySet().iterator().next())
                    ? "the fastest " + what + " is " + each.get(0) : "the fastest " + what + ": " + String.join(", ", each));
            unsettled &= where.keySet().equals(java.util.Set.of("unsettled"));
        }
        // nothing settled anywhere: one phrase, not the same word for every row
        return unsettled && parts.size() > 1 ? List.of("every row is unsettled on every JDK") : parts;
    }

    /** "1.61×", "43.9×". */
    static String times(double r) {
        return String.format(Locale.ROOT, r >= 10 ? "%.1f×" : "%.2f×", r);
    }

    /**
     * The row's question as the data measured it: a campaign over a user's vectors ({@code -p vectors=FILE}) names the
     * file instead of the generated set's shape (a best-of row, beside its question).
     */
    public static String rowText(Question q, List<Optional<Question.Answer>> each) {
        for (Optional<Question.Answer> a : each) {
            String file = a.map(x -> x.numerator().params().getOrDefault("vectors", "")).orElse("");
            // a library's currency benchmark carries the vectors parameter too: a best-of row is the file's only when it reads vectors
            boolean readsVectors = q instanceof Question.Pair || q instanceof Question.Best b && b.dataset().equals("vectors");
            if (!file.isEmpty() && readsVectors) {
                String mine = "your vectors, " + java.nio.file.Paths.get(file.replaceAll("#.*", "")).getFileName();
                return q instanceof Question.Pair p ? capital(shortText(p)) + ": " + mine : q.text() + " (" + mine + ")";
            }
        }
        return q.text();
    }

    /** The row's question up to its colon, lower case: "currency read", "embedding vectors write". */
    static String shortText(Question.Pair p) {
        String t = p.text().replaceAll(":.*", "").trim();
        String first = t.split(" ")[0];
        // a name with capitals inside (BigDecimal, JSON) keeps its case
        return first.substring(1).chars().anyMatch(Character::isUpperCase) ? t : t.substring(0, 1).toLowerCase(Locale.ROOT) + t.substring(1);
    }

    static String capital(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    /** A target as a percentage: whole where it is whole (3%), else to a tenth (1.5%). */
    static String pct(double f) {
        double p = Math.round(f * 1000) / 10.0;
        return (p == Math.rint(p) ? String.valueOf((long) p) : String.valueOf(p)) + "%";
    }

    /** Every question's benchmarks, for the campaign that makes this table. */
    public String selection() {
        return questions.stream().map(Question::regex).collect(Collectors.joining("|"));
    }
}
