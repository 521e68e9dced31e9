package dev.jfpbench.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which Jackson 2 code paths the benchmarks exercise, written once: for each benchmark of the Jackson 2 families
 * (JSON, Smile, CBOR, XML; databind, tree, untyped, streaming; every input and output kind; small messages, per-call
 * creation, one mapper under many threads), the paths it goes through. From these facts come the coverage selection ({@code RunTool select --coverage}: the fewest benchmark
 * runs that exercise every path at least once, a benchmark with a parameter counting once per value), and the
 * generated table of docs/benchmarks.md, which says per path which of the gate's benchmarks (the contract union,
 * {@link Contract#union()}) exercise it. A path is one dimension at a time: the selection covers {@code String}
 * input and FastDoubleParser, not necessarily the two together. A test on the built jar checks that every benchmark
 * named here exists with the runs said, so nothing here can name a benchmark that does not.
 */
public final class Coverage {
    private Coverage() {
    }

    /** A Jackson code path; {@code side} is read, write, or threads (how many use one mapper at once). */
    public enum Path {
        READ_POJO("read", "databind, a POJO (`ObjectReader.readValue`)"),
        READ_TREE("read", "databind, a tree (`JsonNode`)"),
        READ_UNTYPED("read", "databind, untyped (`Map`, `List`)"),
        READ_STREAMING("read", "streaming: `JsonParser` alone"),
        INPUT_BYTES("read", "input `byte[]`"),
        INPUT_STREAM("read", "input `InputStream`"),
        INPUT_STRING("read", "input `String` (the char-based parser)"),
        INPUT_READER("read", "input `Reader` (the char-based parser)"),
        DOUBLE_PARSE_JDK("read", "text to `double`, the JDK's parsing (Default)"),
        DOUBLE_PARSE_FAST("read", "text to `double`, FastDoubleParser (Fast)"),
        FLOAT_PARSE_JDK("read", "text to `float`, the JDK's parsing (Default)"),
        FLOAT_PARSE_FAST("read", "text to `float`, FastDoubleParser (Fast)"),
        BIGDECIMAL_PARSE_JDK("read", "text to `BigDecimal`, the JDK's parsing (Default)"),
        BIGDECIMAL_PARSE_FAST("read", "text to `BigDecimal`, FastDoubleParser (Fast)"),
        JSON_READ("read", "format JSON"),
        SMILE_READ("read", "format Smile"),
        CBOR_READ("read", "format CBOR"),
        XML_READ("read", "format XML"),
        AVRO_READ("read", "format Avro (jackson-dataformat-avro)"),
        PROTOBUF_READ("read", "format Protobuf (jackson-dataformat-protobuf)"),
        SMALL_READ("read", "small messages (a few hundred bytes, a REST payload)"),
        NEW_MAPPER_READ("read", "a new `ObjectMapper` per read"),
        NEW_READER_READ("read", "`readerFor` per read on a shared mapper"),
        WRITE_POJO("write", "databind, a POJO (`ObjectWriter.writeValue`)"),
        WRITE_TREE("write", "databind, a tree (`JsonNode`)"),
        WRITE_UNTYPED("write", "databind, untyped (`Map`, `List`)"),
        WRITE_STREAMING("write", "streaming: `JsonGenerator` alone"),
        OUTPUT_STREAM("write", "output `OutputStream`"),
        OUTPUT_BYTES("write", "output `byte[]` (`writeValueAsBytes`)"),
        OUTPUT_STRING("write", "output `String` (`writeValueAsString`, the char-based generator)"),
        DOUBLE_WRITE_JDK("write", "`double` to text, the JDK's `Double.toString` (Default)"),
        DOUBLE_WRITE_FAST("write", "`double` to text, Schubfach (Fast)"),
        FLOAT_WRITE_JDK("write", "`float` to text, the JDK's `Float.toString` (Default)"),
        FLOAT_WRITE_FAST("write", "`float` to text, Schubfach (Fast)"),
        JSON_WRITE("write", "format JSON"),
        SMILE_WRITE("write", "format Smile"),
        CBOR_WRITE("write", "format CBOR"),
        XML_WRITE("write", "format XML"),
        AVRO_WRITE("write", "format Avro (jackson-dataformat-avro)"),
        PROTOBUF_WRITE("write", "format Protobuf (jackson-dataformat-protobuf)"),
        SMALL_WRITE("write", "small messages (a few hundred bytes, a REST payload)"),
        NEW_MAPPER_WRITE("write", "a new `ObjectMapper` per write"),
        NEW_WRITER_WRITE("write", "`writerFor` per write on a shared mapper"),
        SHARED_THREADS("threads", "one `ObjectMapper` and its `JsonFactory` used by several platform threads at once"),
        VIRTUAL_THREADS("threads", "the same on virtual threads (JDK 21+: the runner leaves it out on an older JDK)");

        private final String side;
        private final String label;

        Path(String side, String label) {
            this.side = side;
            this.label = label;
        }

        public String side() {
            return side;
        }

        public String label() {
            return label;
        }
    }

    /** A benchmark ({@code Class.method}), how many runs it is (one per value of its parameters), the paths it exercises. */
    public record Benchmark(String name, int runs, Set<Path> paths) {
        /**
         * What it costs a paired round, in half-runs of a small document: a vector run takes about half as long again
         * (its dataset and longer iterations), a run on several threads twice (a duet runs its two sides one after
         * the other). The selection minimises this, so it prefers the cheaper of two ways to one path.
         */
        public int weight() {
            boolean vector = name.contains("Vector") || name.contains(".vectors");
            boolean threads = name.contains("MaxThreads") || name.contains("2Threads") || name.contains("VirtualThreads");
            return runs * (vector ? 3 : 2) * (threads ? 2 : 1);
        }
    }

    /**
     * A Jackson 2 format: its benchmark classes' prefix, its read and write paths, and where its numbers are decimal
     * text converted by Jackson's own parsing and printing (JSON: always; XML: only where databind reads a typed
     * value, FromXmlParser handing it the element's text; XML's writes print through Woodstox, not Jackson; Smile
     * and CBOR hold binary numbers).
     */
    private enum Format {
        JSON("Json", Path.JSON_READ, Path.JSON_WRITE, true, true, true),
        SMILE("Smile", Path.SMILE_READ, Path.SMILE_WRITE, false, false, false),
        CBOR("CBOR", Path.CBOR_READ, Path.CBOR_WRITE, false, false, false),
        XML("Xml", Path.XML_READ, Path.XML_WRITE, true, false, false);

        final String prefix;
        final Path read;
        final Path write;
        final boolean parsesTyped;
        final boolean parsesUntyped;
        final boolean prints;

        Format(String prefix, Path read, Path write, boolean parsesTyped, boolean parsesUntyped, boolean prints) {
            this.prefix = prefix;
            this.read = read;
            this.write = write;
            this.parsesTyped = parsesTyped;
            this.parsesUntyped = parsesUntyped;
            this.prints = prints;
        }

        /** The contract classes keep their old names ({@code ...StdReadVanilla}); XML's are {@code XmlStdRead}, {@code XmlStdWrite}. */
        String std(String operation) {
            return this == XML ? "XmlStd" + operation : prefix + "Std" + operation + "Vanilla";
        }
    }

    private static final List<Benchmark> BENCHMARKS = facts();

    /** Every benchmark described here, in a fixed order (the selection prefers the earlier of two equal choices). */
    public static List<Benchmark> benchmarks() {
        return BENCHMARKS;
    }

    private static Set<Path> set(Path... paths) {
        EnumSet<Path> s = EnumSet.noneOf(Path.class);
        Collections.addAll(s, paths);
        return s;
    }

    private static Set<Path> with(Set<Path> base, boolean when, Path... more) {
        Set<Path> s = EnumSet.copyOf(base);
        if (when) {
            Collections.addAll(s, more);
        }
        return s;
    }

    private static List<Benchmark> facts() {
        List<Benchmark> l = new ArrayList<>();
        for (Format f : Format.values()) {
            // StdReadVanillaBase: bytes in memory read into a POJO (the currency's rates are Map<String, Double>)
            Set<Path> read = set(Path.READ_POJO, Path.INPUT_BYTES, f.read);
            String r = f.std("Read") + ".";
            l.add(new Benchmark(r + "readCurrencyPojoDefault", 1, with(read, f.parsesTyped, Path.DOUBLE_PARSE_JDK)));
            l.add(new Benchmark(r + "readCurrencyPojoFast", 1, with(read, f.parsesTyped, Path.DOUBLE_PARSE_FAST)));
            l.add(new Benchmark(r + "readCurrencyBigDecPojoDefault", 1, with(read, f.parsesTyped, Path.BIGDECIMAL_PARSE_JDK)));
            l.add(new Benchmark(r + "readCurrencyBigDecPojoFast", 1, with(read, f.parsesTyped, Path.BIGDECIMAL_PARSE_FAST)));
            l.add(new Benchmark(r + "readPojoMediaItem", 1, read));
            l.add(new Benchmark(r + "readPojoTable", 1, read));
            // StdWriteVanillaBase: a POJO written to an OutputStream (the counting sink)
            Set<Path> write = set(Path.WRITE_POJO, Path.OUTPUT_STREAM, f.write);
            String w = f.std("Write") + ".";
            l.add(new Benchmark(w + "writeCurrencyPojoDefault", 1, with(write, f.prints, Path.DOUBLE_WRITE_JDK)));
            l.add(new Benchmark(w + "writeCurrencyPojoFast", 1, with(write, f.prints, Path.DOUBLE_WRITE_FAST)));
            l.add(new Benchmark(w + "writePojoMediaItem", 1, write));
            l.add(new Benchmark(w + "writePojoTable", 1, write));
            // PayloadReadWriteBase (default payload: the currency): untyped and tree, from bytes, to an OutputStream
            String p = f.prefix + "PayloadReadWrite.";
            for (String fp : List.of("Default", "Fast")) {
                boolean fast = fp.equals("Fast");
                Path parse = fast ? Path.DOUBLE_PARSE_FAST : Path.DOUBLE_PARSE_JDK;
                Path print = fast ? Path.DOUBLE_WRITE_FAST : Path.DOUBLE_WRITE_JDK;
                l.add(new Benchmark(p + "readUntyped" + fp, 1, with(set(Path.READ_UNTYPED, Path.INPUT_BYTES, f.read), f.parsesUntyped, parse)));
                l.add(new Benchmark(p + "readTree" + fp, 1, with(set(Path.READ_TREE, Path.INPUT_BYTES, f.read), f.parsesUntyped, parse)));
                l.add(new Benchmark(p + "writeUntyped" + fp, 1, with(set(Path.WRITE_UNTYPED, Path.OUTPUT_STREAM, f.write), f.prints, print)));
                l.add(new Benchmark(p + "writeTree" + fp, 1, with(set(Path.WRITE_TREE, Path.OUTPUT_STREAM, f.write), f.prints, print)));
            }
        }
        // KindsReadBase / KindsWriteBase in JSON: one run per input kind (BYTES, STREAM, STRING, READER) or output kind
        // (STREAM, BYTES, STRING); the currency has doubles, the vectors floats
        Set<Path> inputs = set(Path.READ_POJO, Path.JSON_READ, Path.INPUT_BYTES, Path.INPUT_STREAM, Path.INPUT_STRING, Path.INPUT_READER);
        Set<Path> outputs = set(Path.WRITE_POJO, Path.JSON_WRITE, Path.OUTPUT_STREAM, Path.OUTPUT_BYTES, Path.OUTPUT_STRING);
        l.add(new Benchmark("JsonCurrencyKindsRead.readDefault", 4, with(inputs, true, Path.DOUBLE_PARSE_JDK)));
        l.add(new Benchmark("JsonCurrencyKindsRead.readFast", 4, with(inputs, true, Path.DOUBLE_PARSE_FAST)));
        l.add(new Benchmark("JsonCurrencyKindsWrite.writeDefault", 3, with(outputs, true, Path.DOUBLE_WRITE_JDK)));
        l.add(new Benchmark("JsonCurrencyKindsWrite.writeFast", 3, with(outputs, true, Path.DOUBLE_WRITE_FAST)));
        l.add(new Benchmark("JsonVectorKindsRead.readDefault", 4, with(inputs, true, Path.FLOAT_PARSE_JDK)));
        l.add(new Benchmark("JsonVectorKindsRead.readFast", 4, with(inputs, true, Path.FLOAT_PARSE_FAST)));
        l.add(new Benchmark("JsonVectorKindsWrite.writeDefault", 3, with(outputs, true, Path.FLOAT_WRITE_JDK)));
        l.add(new Benchmark("JsonVectorKindsWrite.writeFast", 3, with(outputs, true, Path.FLOAT_WRITE_FAST)));
        // VectorReadWriteBase: the vectors (float[]) read from bytes, written to an OutputStream, and both
        for (Format f : List.of(Format.JSON, Format.SMILE, Format.CBOR)) {
            String v = (f == Format.JSON ? "VectorHeavy" : f.prefix + "Vector") + "ReadWrite.";
            Set<Path> read = set(Path.READ_POJO, Path.INPUT_BYTES, f.read);
            Set<Path> write = set(Path.WRITE_POJO, Path.OUTPUT_STREAM, f.write);
            for (String fp : List.of("default", "fastFP")) {
                boolean fast = fp.equals("fastFP");
                Set<Path> r = with(read, f.parsesTyped, fast ? Path.FLOAT_PARSE_FAST : Path.FLOAT_PARSE_JDK);
                Set<Path> w = with(write, f.prints, fast ? Path.FLOAT_WRITE_FAST : Path.FLOAT_WRITE_JDK);
                Set<Path> rw = EnumSet.copyOf(r);
                rw.addAll(w);
                l.add(new Benchmark(v + fp + "Read", 1, r));
                l.add(new Benchmark(v + fp + "Write", 1, w));
                l.add(new Benchmark(v + fp + "WriteAndRead", 1, rw));
            }
        }
        // PojoReadWriteBase with Jackson's Avro and Protobuf mappers (a schema per POJO): bytes read into a POJO, a POJO
        // written to an OutputStream; binary doubles, so no number is parsed or printed as text
        for (String x : List.of("Avro", "Protobuf")) {
            Path read = x.equals("Avro") ? Path.AVRO_READ : Path.PROTOBUF_READ;
            Path write = x.equals("Avro") ? Path.AVRO_WRITE : Path.PROTOBUF_WRITE;
            l.add(new Benchmark(x + "ReadWrite.readCurrency", 1, set(Path.READ_POJO, Path.INPUT_BYTES, read)));
            l.add(new Benchmark(x + "ReadWrite.writeCurrency", 1, set(Path.WRITE_POJO, Path.OUTPUT_STREAM, write)));
        }
        // ConversionReadBase / ConversionWriteBase: JSON streamed by a JsonParser from bytes, written by a JsonGenerator to
        // an OutputStream; Tokens and Text convert no number
        Set<Path> streamRead = set(Path.READ_STREAMING, Path.INPUT_BYTES, Path.JSON_READ);
        Set<Path> streamWrite = set(Path.WRITE_STREAMING, Path.OUTPUT_STREAM, Path.JSON_WRITE);
        l.add(new Benchmark("JsonConversionRead.currencyDefault", 1, with(streamRead, true, Path.DOUBLE_PARSE_JDK)));
        l.add(new Benchmark("JsonConversionRead.currencyFast", 1, with(streamRead, true, Path.DOUBLE_PARSE_FAST)));
        l.add(new Benchmark("JsonConversionRead.currencyTokens", 1, streamRead));
        l.add(new Benchmark("JsonConversionRead.vectorsDefault", 1, with(streamRead, true, Path.FLOAT_PARSE_JDK)));
        l.add(new Benchmark("JsonConversionRead.vectorsFast", 1, with(streamRead, true, Path.FLOAT_PARSE_FAST)));
        l.add(new Benchmark("JsonConversionRead.vectorsTokens", 1, streamRead));
        l.add(new Benchmark("JsonConversionWrite.currencyDefault", 1, with(streamWrite, true, Path.DOUBLE_WRITE_JDK)));
        l.add(new Benchmark("JsonConversionWrite.currencyFast", 1, with(streamWrite, true, Path.DOUBLE_WRITE_FAST)));
        l.add(new Benchmark("JsonConversionWrite.currencyText", 1, streamWrite));
        l.add(new Benchmark("JsonConversionWrite.vectorsDefault", 1, with(streamWrite, true, Path.FLOAT_WRITE_JDK)));
        l.add(new Benchmark("JsonConversionWrite.vectorsFast", 1, with(streamWrite, true, Path.FLOAT_WRITE_FAST)));
        l.add(new Benchmark("JsonConversionWrite.vectorsText", 1, streamWrite));
        // SharedReadWriteBase and PerCallReadWriteBase in JSON: small messages and the currency from bytes, to an
        // OutputStream; a leaf per thread count, its threads on one shared mapper (a new mapper per call shares none)
        Set<Path> messageRead = set(Path.READ_POJO, Path.INPUT_BYTES, Path.JSON_READ, Path.DOUBLE_PARSE_JDK, Path.SMALL_READ);
        Set<Path> messageWrite = set(Path.WRITE_POJO, Path.OUTPUT_STREAM, Path.JSON_WRITE, Path.DOUBLE_WRITE_JDK, Path.SMALL_WRITE);
        Set<Path> messageParse = set(Path.READ_STREAMING, Path.INPUT_BYTES, Path.JSON_READ, Path.DOUBLE_PARSE_JDK, Path.SMALL_READ);
        Set<Path> messageGenerate = set(Path.WRITE_STREAMING, Path.OUTPUT_STREAM, Path.JSON_WRITE, Path.DOUBLE_WRITE_JDK, Path.SMALL_WRITE);
        Set<Path> currencyRead = set(Path.READ_POJO, Path.INPUT_BYTES, Path.JSON_READ, Path.DOUBLE_PARSE_JDK);
        Set<Path> currencyWrite = set(Path.WRITE_POJO, Path.OUTPUT_STREAM, Path.JSON_WRITE, Path.DOUBLE_WRITE_JDK);
        for (String threads : List.of("1Thread", "MaxThreads", "2Threads", "VirtualThreads")) {
            boolean many = !threads.equals("1Thread");
            Path kind = threads.equals("VirtualThreads") ? Path.VIRTUAL_THREADS : Path.SHARED_THREADS;
            String c = "JsonSharedReadWrite" + threads + ".";
            l.add(new Benchmark(c + "readMessageDefault", 1, with(messageRead, many, kind)));
            l.add(new Benchmark(c + "writeMessageDefault", 1, with(messageWrite, many, kind)));
            l.add(new Benchmark(c + "parseMessageDefault", 1, with(messageParse, many, kind)));
            l.add(new Benchmark(c + "generateMessageDefault", 1, with(messageGenerate, many, kind)));
            l.add(new Benchmark(c + "readCurrencyDefault", 1, with(currencyRead, many, kind)));
            l.add(new Benchmark(c + "writeCurrencyDefault", 1, with(currencyWrite, many, kind)));
            if (threads.equals("1Thread") || threads.equals("MaxThreads")) {
                String p = "JsonPerCallReadWrite" + threads + ".";
                l.add(new Benchmark(p + "readMessageNewMapperDefault", 1, with(messageRead, true, Path.NEW_MAPPER_READ)));
                l.add(new Benchmark(p + "readMessageNewReaderDefault", 1, with(with(messageRead, true, Path.NEW_READER_READ), many, kind)));
                l.add(new Benchmark(p + "readMessageSharedDefault", 1, with(messageRead, many, kind)));
                l.add(new Benchmark(p + "writeMessageNewMapperDefault", 1, with(messageWrite, true, Path.NEW_MAPPER_WRITE)));
                l.add(new Benchmark(p + "writeMessageNewWriterDefault", 1, with(with(messageWrite, true, Path.NEW_WRITER_WRITE), many, kind)));
                l.add(new Benchmark(p + "writeMessageSharedDefault", 1, with(messageWrite, many, kind)));
            }
        }
        return List.copyOf(l);
    }

    /** The facts of one benchmark ({@code Class.method}), if it is described here. */
    public static java.util.Optional<Benchmark> of(String name) {
        return BENCHMARKS.stream().filter(b -> b.name().equals(name)).findFirst();
    }

    /** The gate's benchmarks: every one the contract selections list, in their order. */
    public static List<String> gate() {
        return Contract.SELECTIONS.stream().flatMap(s -> s.selects().stream()).distinct().toList();
    }

    private static final List<Benchmark> SELECTION = selection(BENCHMARKS);

    /**
     * Every path but virtual threads by the least weight of benchmarks any JDK runs, then virtual threads by one more
     * benchmark: on a JDK before 21, where the runner leaves that one out, every other path is still exercised.
     */
    static List<Benchmark> selection(List<Benchmark> candidates) {
        Set<Path> platform = EnumSet.allOf(Path.class);
        platform.remove(Path.VIRTUAL_THREADS);
        List<Benchmark> out = new ArrayList<>(fewest(candidates.stream().filter(b -> !b.paths().contains(Path.VIRTUAL_THREADS)).toList(), platform));
        out.addAll(fewest(candidates.stream().filter(b -> b.paths().contains(Path.VIRTUAL_THREADS)).toList(), EnumSet.of(Path.VIRTUAL_THREADS)));
        return List.copyOf(out);
    }

    /** The coverage selection: every path exercised, by the least weight (rounds' time: {@link Benchmark#weight}; then the fewest benchmarks); virtual threads by one more. */
    public static List<Benchmark> selection() {
        return SELECTION;
    }

    /** The selection as one regex (JMH finds it in {@code package.Class.method}): exactly its benchmarks. */
    public static String regex() {
        return regex(SELECTION.stream().map(Benchmark::name).toList());
    }

    /**
     * The maintainer's selection (scripts/jackson-change.sh's default): the coverage selection, and beside each of its
     * benchmarks on several platform threads its one-thread twin (the same method on {@code ...1Thread}), so that a
     * change to Jackson's shared state (buffer recycling, factory and context creation) shows as the per-thread scaling
     * ratio as well as in the verdict.
     */
    public static List<String> maintainer() {
        List<String> out = new ArrayList<>(SELECTION.stream().map(Benchmark::name).toList());
        for (Benchmark b : SELECTION) {
            String twin = b.name().replaceFirst("(MaxThreads|2Threads)\\.", "1Thread.");
            if (!twin.equals(b.name()) && of(twin).isPresent() && !out.contains(twin)) {
                out.add(twin);
            }
        }
        return List.copyOf(out);
    }

    /** Benchmarks ({@code Class.method}) as one regex that selects exactly them. */
    public static String regex(List<String> names) {
        return "\\.(" + names.stream().map(n -> n.replace(".", "\\.")).collect(Collectors.joining("|")) + ")$";
    }

    /**
     * The least weight (then fewest benchmarks) among {@code candidates} that exercise every path of {@code all}: an exact
     * search (branch and bound on the path the fewest candidates exercise), not a greedy guess; among equal choices
     * always the same one (candidates are tried in their order). An error when some path no candidate exercises.
     */
    static List<Benchmark> fewest(List<Benchmark> candidates, Set<Path> all) {
        Set<Path> reachable = EnumSet.noneOf(Path.class);
        candidates.forEach(c -> reachable.addAll(c.paths()));
        if (!reachable.containsAll(all)) {
            Set<Path> missing = EnumSet.copyOf(all);
            missing.removeAll(reachable);
            throw new IllegalStateException("no benchmark exercises " + missing);
        }
        // A candidate another one beats outright (its paths and more, at no more runs) never needs to be tried.
        List<Benchmark> useful = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Benchmark c = candidates.get(i);
            boolean dominated = false;
            for (int j = 0; j < candidates.size() && !dominated; j++) {
                Benchmark o = candidates.get(j);
                boolean covers = o.paths().containsAll(c.paths()) && o.weight() <= c.weight();
                boolean strictly = o.paths().size() > c.paths().size() || o.weight() < c.weight() || j < i;
                dominated = j != i && covers && strictly;
            }
            if (!dominated) {
                useful.add(c);
            }
        }
        Search s = new Search(useful);
        s.run(EnumSet.copyOf(all), new ArrayList<>(), 0);
        return List.copyOf(s.best);
    }

    /** The rounds' time first ({@link Benchmark#weight}), then benchmarks: one cost number. */
    private static long cost(int weight, int benchmarks) {
        return weight * 1000L + benchmarks;
    }

    private static final class Search {
        final List<Benchmark> candidates;
        final int most;
        List<Benchmark> best = List.of();
        long bestCost = Long.MAX_VALUE;

        Search(List<Benchmark> candidates) {
            this.candidates = candidates;
            this.most = candidates.stream().mapToInt(c -> c.paths().size()).max().orElse(1);
        }

        void run(Set<Path> open, List<Benchmark> chosen, int weight) {
            if (open.isEmpty()) {
                long c = cost(weight, chosen.size());
                if (c < bestCost) {
                    bestCost = c;
                    best = new ArrayList<>(chosen);
                }
                return;
            }
            // every further benchmark weighs at least one small run (2) and exercises at most `most` paths
            int atLeast = (open.size() + most - 1) / most;
            if (cost(weight + 2 * atLeast, chosen.size() + atLeast) >= bestCost) {
                return;
            }
            Path hardest = null;
            int fewest = Integer.MAX_VALUE;
            for (Path p : open) {
                int n = 0;
                for (Benchmark c : candidates) {
                    if (c.paths().contains(p)) {
                        n++;
                    }
                }
                if (n < fewest) {
                    fewest = n;
                    hardest = p;
                }
            }
            for (Benchmark c : candidates) {
                if (!c.paths().contains(hardest)) {
                    continue;
                }
                Set<Path> rest = EnumSet.copyOf(open);
                rest.removeAll(c.paths());
                chosen.add(c);
                run(rest, chosen, weight + c.weight());
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    /**
     * What is wrong with these facts against a jar's benchmarks ({@code Class.method} to its runs: one per value of
     * its parameters): one line for each described benchmark the jar lacks or runs another number of times, and for
     * each gate benchmark not described here. Empty: the facts and the jar agree.
     */
    public static List<String> problems(Map<String, Integer> runsInJar) {
        List<String> problems = new ArrayList<>();
        for (Benchmark b : BENCHMARKS) {
            Integer runs = runsInJar.get(b.name());
            if (runs == null) {
                problems.add("Coverage names " + b.name() + ", which the jar does not have");
            } else if (runs != b.runs()) {
                problems.add("Coverage says " + b.name() + " is " + b.runs() + " run(s), the jar has " + runs + " (one per parameter value)");
            }
        }
        for (String g : gate()) {
            if (of(g).isEmpty()) {
                problems.add("the gate's " + g + " is not described in Coverage");
            }
        }
        return problems;
    }

    /** Per path, in order: the gate's benchmarks and the selection's that exercise it. */
    public static Map<Path, List<List<String>>> table() {
        Map<Path, List<List<String>>> t = new LinkedHashMap<>();
        List<String> gate = gate();
        for (Path p : Path.values()) {
            List<String> g = gate.stream().filter(n -> of(n).map(b -> b.paths().contains(p)).orElse(false)).toList();
            List<String> s = SELECTION.stream().filter(b -> b.paths().contains(p)).map(Benchmark::name).toList();
            t.put(p, List.of(g, s));
        }
        return t;
    }
}
