package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer table: the questions users come with, a column per JDK, each cell a paired ratio with its interval
 * and verdict, and a recommendation per row made from those verdicts by one rule ({@link #recommend}), so the
 * advice can never contradict the numbers beside it.
 */
public record AnswerTable(String id, String title, List<String> jdks, List<Row> rows, List<String> notes) implements Finding {

    /** One question: its cells (one per JDK) and the advice they give. */
    public interface Row {
        String question();

        Cell cell(Context c, Context.Sources s, int jdk);

        String advice(List<Optional<Estimate>> cells, List<String> jdks);
    }

    /** Fast over Default of one benchmark pair; the advice names the feature to set. */
    public record Pair(String question, String feature, String fastMethod, String defaultMethod, Map<String, String> params, List<String> files,
                       boolean control) implements Row {
        @Override
        public Cell cell(Context c, Context.Sources s, int jdk) {
            String f = files.get(jdk);
            BenchmarkKey fast = c.key(f, fastMethod, params);
            BenchmarkKey def = c.key(f, defaultMethod, params);
            Estimate e = c.within(f, fast, def, fastMethod + " / " + defaultMethod);
            return Cell.within("Fast/Default ", e, f, fast, def, "[" + s.cite(f) + "]");
        }

        @Override
        public String advice(List<Optional<Estimate>> cells, List<String> jdks) {
            return control ? controlAdvice(cells) : recommend(feature, cells, jdks);
        }
    }

    /** The fastest other format over JSON for one operation (e.g. {@code readCurrency}). */
    public record FormatBest(String question, String operation, List<String> files) implements Row {
        @Override
        public Cell cell(Context c, Context.Sources s, int jdk) {
            String f = files.get(jdk);
            Optional<Reference> best = References.find(c.run(f).byKey().keySet(), Reference.Kind.FORMAT_JSON).stream()
                    .filter(r -> r.subject().matches(".*\\." + java.util.regex.Pattern.quote(operation) + "( .*)?"))
                    .max(Comparator.comparingDouble(r -> c.within(f, r.numerator(), r.denominator(), r.name()).ci().ratio()));
            if (best.isEmpty()) {
                throw new dev.jfpbench.report.BadInputException(f + ": no format compared with JSON for " + operation);
            }
            Reference r = best.get();
            Estimate e = c.within(f, r.numerator(), r.denominator(), r.name());
            return Cell.within(r.numeratorLabel() + "/JSON ", e, f, r.numerator(), r.denominator(), "[" + s.cite(f) + "]");
        }

        @Override
        public String advice(List<Optional<Estimate>> cells, List<String> jdks) {
            return "The fastest binary format is named per JDK; every format: docs/findings.md, libraries and formats on float data.";
        }
    }

    /** The fastest exact JSON library over Jackson Fast for one operation and dataset. */
    public record LibraryBest(String question, String operation, String dataset, List<String> files) implements Row {
        @Override
        public Cell cell(Context c, Context.Sources s, int jdk) {
            String f = files.get(jdk);
            LibraryTable.Entry best = LibraryTable.best(c, f, operation, dataset)
                    .orElseThrow(() -> new dev.jfpbench.report.BadInputException(f + ": no exact library " + operation + " of " + dataset));
            Estimate e = LibraryTable.estimate(c, f, best);
            return Cell.within(best.bench().library() + (best.bench().variant().isEmpty() ? "" : " " + best.bench().variant()) + "/Jackson Fast ",
                    e, f, best.bench().key(), best.reference(), "[" + s.cite(f) + "]");
        }

        @Override
        public String advice(List<Optional<Estimate>> cells, List<String> jdks) {
            boolean allSlower = cells.stream().allMatch(e -> e.isPresent() && RatioVerdict.of(e.get().ci(), Context.THRESHOLD) == RatioVerdict.SLOWER);
            if (allSlower) {
                return "Jackson with the fast options is the fastest exact library here.";
            }
            boolean allFaster = cells.stream().allMatch(e -> e.isPresent() && RatioVerdict.of(e.get().ci(), Context.THRESHOLD) == RatioVerdict.FASTER);
            return allFaster ? "The library named beats Jackson Fast, exactly, on every JDK; every library: docs/findings.md, libraries and formats on float data."
                    : "No exact library is faster than Jackson Fast on every JDK in this session; every library: docs/findings.md, libraries and formats on float data.";
        }
    }

    /**
     * The one rule from verdicts to advice for a fast option: per JDK, faster means on, slower off, same either,
     * inconclusive unsettled; one phrase when every JDK agrees.
     */
    static String recommend(String feature, List<Optional<Estimate>> cells, List<String> jdks) {
        List<String> each = cells.stream().map(e -> e.map(x -> switch (RatioVerdict.of(x.ci(), Context.THRESHOLD)) {
            case FASTER -> "on";
            case SLOWER -> "off";
            case WITHIN -> "either";
            default -> "unsettled";
        }).orElse("unsettled")).toList();
        if (each.stream().distinct().count() == 1) {
            return switch (each.get(0)) {
                case "on" -> "Turn " + feature + " on.";
                case "off" -> "Leave " + feature + " off.";
                case "either" -> "Either: " + feature + " makes no difference beyond ±" + Math.round(Context.THRESHOLD * 100) + "%.";
                default -> "Unsettled: measure your own data (scripts/ab.sh).";
            };
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < each.size(); i++) {
            parts.add(jdks.get(i) + ": " + switch (each.get(i)) {
                case "on" -> "turn " + feature + " on";
                case "off" -> "leave " + feature + " off";
                case "either" -> "either (no difference)";
                default -> "unsettled";
            });
        }
        return String.join("; ", parts) + ".";
    }

    static String controlAdvice(List<Optional<Estimate>> cells) {
        List<RatioVerdict> v = cells.stream().map(e -> e.map(x -> RatioVerdict.of(x.ci(), Context.THRESHOLD)).orElse(RatioVerdict.NOT_ENOUGH)).toList();
        if (v.stream().allMatch(x -> x == RatioVerdict.WITHIN)) {
            return "Control holds: no effect beyond ±" + Math.round(Context.THRESHOLD * 100) + "%, as expected (binary floats).";
        }
        if (v.stream().anyMatch(RatioVerdict::changed)) {
            return "Control moved: the option should not matter on binary floats; see docs/methodology.md#controls.";
        }
        return "Control not settled by these rounds (interval too wide).";
    }

    @Override
    public FindingTable table(Context c) {
        Context.Sources sources = new Context.Sources(c);
        List<String> headers = new ArrayList<>(List.of("Question"));
        headers.addAll(jdks);
        headers.add("What to do");
        List<List<Cell>> out = new ArrayList<>();
        for (Row r : rows) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(r.question())));
            List<Optional<Estimate>> es = new ArrayList<>();
            for (int j = 0; j < jdks.size(); j++) {
                Cell cell = r.cell(c, sources, j);
                row.add(cell);
                es.add(cell.estimate());
            }
            row.add(Cell.text(r.advice(es, jdks)));
            out.add(row);
        }
        List<Source> s = sources.list();
        return new FindingTable(id, title, headers, out, s, Context.label(s), notes);
    }
}
