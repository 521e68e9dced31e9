package dev.jfpbench.report.answer;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Formats;
import dev.jfpbench.report.Libraries;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One question of the answer table, answered in one run (one JDK's side of the campaign): a ratio with its interval
 * ({@link Answer}). A pair is Fast over Default of one benchmark; a best-of is the fastest of several contenders over
 * a reference (a format over JSON, an exact library over Jackson Fast), the contenders narrowed in the campaign
 * ({@link Allocation}).
 */
public sealed interface Question permits Question.Pair, Question.Best {
    /** The question as the table asks it. */
    String text();

    /** The benchmarks it may need, as a regex JMH matches (class and method). */
    String regex();

    /** A regex selecting exactly these benchmarks, each named as JMH's short class.method ("\\.A\\.m$|..."). */
    static String exactly(java.util.Collection<String> classMethods) {
        return classMethods.stream().map(m -> "\\." + m.replace(".", "\\.") + "$").collect(java.util.stream.Collectors.joining("|"));
    }

    /**
     * The benchmarks the question can do without when one cannot be verified on a user's vectors file (a best-of
     * vectors question's contenders, never its reference), as a regex; empty for none.
     */
    default String droppable() {
        return "";
    }

    /** What one item of its data is, for a cost per item: "document" (the currency), "vector" or "number" (the digit sweep's doubles). */
    String item();

    /** Its answer in a run among the benchmarks still running there ({@code running}: null for all), if its benchmarks are there. */
    Optional<Answer> answer(Run run, Estimator estimator, Set<BenchmarkKey> running);

    /** The answer: a label before the ratio ("Fast/Default ", "Fastjson2/Jackson Fast "), the estimate, its two benchmarks, the contenders left. */
    record Answer(String label, Estimate estimate, BenchmarkKey numerator, BenchmarkKey denominator, List<String> contenders) {
        /** The first named, over which the ratio is: "Fast", "Fastjson2". */
        public String who() {
            return label.replaceAll("/.*", "").trim();
        }

        /** What it is over: "Default", "Jackson Fast", "JSON". */
        public String reference() {
            return label.replaceAll(".*/", "").trim();
        }
    }

    /** Fast over Default of one benchmark pair; {@code feature} the option the advice names (empty for a control). */
    record Pair(String text, String feature, String fastMethod, String defaultMethod, Map<String, String> params, boolean control) implements Question {
        @Override
        public String regex() {
            return Question.exactly(List.of(fastMethod, defaultMethod));
        }

        @Override
        public String item() {
            return fastMethod.startsWith("VectorHeavy") ? "vector" : fastMethod.startsWith("JsonDigits") ? "number" : "document";
        }

        @Override
        public Optional<Answer> answer(Run run, Estimator e, Set<BenchmarkKey> running) {
            Optional<BenchmarkKey> fast = find(run, fastMethod, params);
            Optional<BenchmarkKey> def = find(run, defaultMethod, params);
            if (fast.isEmpty() || def.isEmpty()) {
                return Optional.empty();
            }
            return e.estimate(fastMethod + " / " + defaultMethod, run.label(), run, fast.get(), run, def.get())
                    .map(est -> new Answer("Fast/Default ", est, fast.get(), def.get(), List.of()));
        }
    }

    /** The kinds of best-of question. */
    enum Kind { FORMAT, LIBRARY }

    /**
     * The fastest of several over a reference. {@code FORMAT}: the binary formats over JSON for {@code operation}
     * ({@code readCurrency}, {@code writeCurrency}, {@code readVectors}, {@code writeVectors}): Jackson's own (Smile and
     * CBOR, and for the vectors the packed floats of {@code VectorPackedReadWrite}) and other libraries' (Avro, Protobuf,
     * Kryo, JDK serialization), each over Jackson's JSON with the fast options through the same codec base (the
     * {@code compress} module's uncompressed JSON); a codec this suite wrote by hand ({@link Formats#HAND_WRITTEN}) is no
     * contender, since no one could adopt it. {@code LIBRARY}: the exact libraries over Jackson Fast for
     * {@code operation} ("read", "write") of {@code dataset}.
     */
    record Best(String text, Kind kind, String operation, String dataset) implements Question {
        /** The binary formats' benchmark classes without their family ({@code ...ReadWrite}, {@code ...Vectors}); Smile and CBOR behind no compression. */
        static final String FORMAT_CLASSES = "Avro|Protobuf|Kryo|JdkSerial|SmileCompressed|CBORCompressed";
        /** The formats of {@link #FORMAT_CLASSES}, as the tables name them. */
        static final List<String> FORMATS = List.of("Smile", "CBOR", "Avro", "Protobuf", "Kryo", Formats.JDK_SERIALIZATION);
        /** Jackson's packed vectors: each {@code float[]} one Base64 string of its bytes inside the JSON (Jackson 2.20+). */
        static final String PACKED = "VectorPackedReadWrite";
        public static final String PACKED_LABEL = "Packed vectors (Base64 in JSON)";
        /** The reference of a format question: JSON in the codec base the formats share, behind no compression. */
        static final String JSON_REFERENCE = "JsonCompressed";

        @Override
        public String regex() {
            return selection(true);
        }

        @Override
        public String item() {
            return dataset.equals("vectors") ? "vector" : "document";
        }

        @Override
        public String droppable() {
            return dataset.equals("vectors") ? selection(false) : "";
        }

        /** The packed vectors' method for this operation (fast options on, as the other contenders). */
        private String packedMethod() {
            return operation.startsWith("read") ? "fastFPRead" : "fastFPWrite";
        }

        /** The contenders' benchmarks as a regex, with or without the reference's (JSON; Jackson databind). */
        private String selection(boolean withReference) {
            if (kind == Kind.FORMAT) {
                return "(" + FORMAT_CLASSES + (withReference ? "|" + JSON_REFERENCE : "") + ")(ReadWrite|Vectors)\\." + operation + "$"
                        + (dataset.equals("vectors") ? "|" + PACKED + "\\." + packedMethod() + "$" : "");
            }
            // Jackson's modules are never contenders; without the reference, Jackson databind itself (LibJacksonRead/Write) is out too
            return "Lib(?!Jackson(Afterburner|Blackbird|Streaming|Tree)" + (withReference ? ")" : "?(Read|Write)\\.)") + "[A-Za-z0-9]+"
                    + (operation.equals("read") ? "Read" : "Write") + "\\." + dataset + "(Fast)?$";
        }

        /** The contenders a campaign of this question runs, by name, where they are known beforehand (the formats; empty for the libraries). */
        public List<String> expectedContenders() {
            if (kind != Kind.FORMAT) {
                return List.of();
            }
            List<String> out = new ArrayList<>(FORMATS);
            if (dataset.equals("vectors")) {
                out.add(PACKED_LABEL);
            }
            return out;
        }

        /** Each contender with its reference, in the run. */
        public List<Reference> contenders(Run run) {
            return contenders(run.byKey().keySet());
        }

        /** Each contender with its reference, among these benchmarks (a run's, or a campaign's selection before it runs). */
        public List<Reference> contenders(java.util.Collection<BenchmarkKey> keys) {
            if (kind == Kind.FORMAT) {
                List<Reference> out = new ArrayList<>(References.find(keys, Reference.Kind.FORMAT_JSON).stream()
                        .filter(r -> r.subject().matches(".*\\." + java.util.regex.Pattern.quote(operation) + "( .*)?"))
                        .filter(r -> FORMATS.contains(r.numeratorLabel())).toList());
                if (dataset.equals("vectors")) {
                    for (BenchmarkKey k : keys) {
                        if (k.shortName().equals(PACKED + "." + packedMethod())) {
                            json(keys, k.params().get("vectors")).ifPresent(ref -> out.add(new Reference(Reference.Kind.FORMAT_JSON,
                                    "Vectors." + operation, PACKED_LABEL, Formats.JSON, k, ref)));
                        }
                    }
                }
                return out;
            }
            String ref = "Lib" + Libraries.REFERENCE_LIBRARY + (operation.equals("read") ? "Read" : "Write") + "." + dataset + "Fast";
            Optional<BenchmarkKey> reference = keys.stream().filter(k -> k.shortName().equals(ref)).findFirst();
            List<Reference> out = new ArrayList<>();
            if (reference.isEmpty()) {
                return out;
            }
            for (BenchmarkKey k : keys) {
                Libraries.of(k).filter(b -> b.operation().equals(operation) && b.method().equals(dataset) && b.exact()
                                && !b.library().equals(Libraries.REFERENCE_LIBRARY))
                        .ifPresent(b -> out.add(new Reference(Reference.Kind.LIBRARY, dataset + " " + operation, label(b), "Jackson Fast", k, reference.get())));
            }
            return out;
        }

        /** The vectors question's JSON reference in a run: the same operation of the uncompressed JSON, on the same vectors. */
        private Optional<BenchmarkKey> json(java.util.Collection<BenchmarkKey> keys, String vectors) {
            return keys.stream().filter(k -> k.shortName().equals(JSON_REFERENCE + "Vectors." + operation)
                    && "none".equals(k.params().get("compression")) && java.util.Objects.equals(k.params().get("vectors"), vectors)).findFirst();
        }

        private static String label(Libraries.Bench b) {
            return b.library() + (b.variant().isEmpty() ? "" : " " + b.variant());
        }

        @Override
        public Optional<Answer> answer(Run run, Estimator e, Set<BenchmarkKey> running) {
            List<Reference> left = contenders(run).stream().filter(r -> running == null || running.contains(r.numerator())).toList();
            List<Estimate> est = new ArrayList<>();
            for (Reference r : left) {
                est.add(e.estimate(r.name(), run.label(), run, r.numerator(), run, r.denominator()).orElse(null));
            }
            // read after the session (running null), the finalists are the contenders that ran the most rounds: one dropped
            // after the pilot keeps its one-round ratio, which must not outrank the finalists' ratios over every round
            int most = est.stream().filter(java.util.Objects::nonNull).mapToInt(x -> x.ci().n()).max().orElse(0);
            int best = -1;
            for (int i = 0; i < left.size(); i++) {
                if (est.get(i) != null && (running != null || est.get(i).ci().n() == most)
                        && (best < 0 || est.get(i).ci().ratio() > est.get(best).ci().ratio())) {
                    best = i;
                }
            }
            if (best < 0) {
                return Optional.empty();
            }
            Reference r = left.get(best);
            List<String> names = left.stream().map(Reference::numeratorLabel).sorted(Comparator.naturalOrder()).toList();
            return Optional.of(new Answer(r.numeratorLabel() + "/" + r.denominatorLabel() + " ", est.get(best), r.numerator(), r.denominator(), names));
        }
    }

    /** A Fast/Default question's two benchmarks as a run holds them. */
    record InRun(Pair question, BenchmarkKey fastKey, dev.jfpbench.report.BenchmarkResult fast, BenchmarkKey defaultKey,
                 dev.jfpbench.report.BenchmarkResult def) {
    }

    /** Each Fast/Default question of {@link Questions#ALL} whose two benchmarks a run holds, in the questions' order. */
    static java.util.List<InRun> pairsIn(Run run) {
        java.util.List<InRun> out = new java.util.ArrayList<>();
        for (Question q : Questions.ALL) {
            if (!(q instanceof Pair p)) {
                continue;
            }
            Optional<BenchmarkKey> fast = find(run, p.fastMethod(), p.params());
            Optional<BenchmarkKey> def = find(run, p.defaultMethod(), p.params());
            if (fast.isPresent() && def.isPresent()) {
                out.add(new InRun(p, fast.get(), run.get(fast.get()).orElseThrow(), def.get(), run.get(def.get()).orElseThrow()));
            }
        }
        return out;
    }

    /** The benchmark {@code Class.method} with these parameters in a run. */
    static Optional<BenchmarkKey> find(Run run, String classDotMethod, Map<String, String> params) {
        return run.results().stream().map(dev.jfpbench.report.BenchmarkResult::key)
                .filter(k -> k.shortName().equals(classDotMethod) && k.params().entrySet().containsAll(params.entrySet())).findFirst();
    }
}
