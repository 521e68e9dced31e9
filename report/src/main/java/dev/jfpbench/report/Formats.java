package dev.jfpbench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The same operation in several formats, found from class names: a format prefix ({@code Json}, {@code Smile},
 * {@code CBOR}, {@code Xml}, {@code Avro}, {@code Protobuf}, {@code Kryo}, {@code ThriftManual}, {@code JdkSerial}) and
 * the same remainder (JsonStdReadVanilla, SmileStdReadVanilla, CBORStdReadVanilla), same method, mode and parameters. {@code VectorHeavyReadWrite} is the JSON member of the
 * {@code VectorReadWrite} family (with SmileVectorReadWrite and CBORVectorReadWrite).
 * <p>
 * Beyond JSON text: the compress benchmarks ({@code JsonCompressedReadWrite}, ...) with {@code compression=none}
 * are the JSON, Smile and CBOR members of the {@code ReadWrite} and {@code Vectors} families, whose Avro,
 * Protobuf and Kryo members are {@code AvroReadWrite}, {@code ProtobufVectors}, ... (module formats). The
 * compressed variants (gzip, lzf) are left to the compression view.
 */
public final class Formats {
    public static final String JSON = "JSON";
    public static final String XML = "XML";
    public static final String THRIFT = "Thrift (hand-mapped)";
    public static final String JDK_SERIALIZATION = "JDK serialization";
    public static final List<String> ORDER = List.of(JSON, "Smile", "CBOR", XML, "Avro", "Protobuf", "Kryo", THRIFT, JDK_SERIALIZATION);
    /**
     * Formats whose codec is this suite's own hand-written code rather than a library's (Thrift's compact protocol mapped
     * by hand: there is no Thrift compiler here): measured beside the others, never advised as a format to adopt.
     */
    public static final java.util.Set<String> HAND_WRITTEN = java.util.Set.of(THRIFT);
    /** What a user must know before adopting a format, said wherever one is advised. */
    public static final Map<String, String> CAUTION = Map.of(JDK_SERIALIZATION,
            "never on untrusted input: deserializing it can run code the sender chose");
    /**
     * Class-name prefixes and their formats. A prefix must end a word ("JsonStd...", "Json3...", not "Jsonish...").
     * Longer prefixes first.
     */
    private static final String[][] PREFIXES = {{"ThriftManual", THRIFT}, {"JdkSerial", JDK_SERIALIZATION},
        {"Protobuf", "Protobuf"}, {"Smile", "Smile"}, {"Json", JSON}, {"CBOR", "CBOR"}, {"Cbor", "CBOR"}, {"Avro", "Avro"},
        {"Kryo", "Kryo"}, {"Xml", XML}};
    /**
     * Families whose XML member has another name: the XML classes may not contain {@code StdReadVan}/{@code StdWriteVan}
     * (the contract selections are JSON, Smile and CBOR only), so {@code XmlStdRead} is the XML member of
     * {@code StdReadVanilla}.
     */
    private static final Map<String, String> FAMILY_ALIASES = Map.of("StdRead", "StdReadVanilla", "StdWrite", "StdWriteVanilla");
    /** The compress benchmarks' parameter: only its "none" takes part in the format groups. */
    static final String COMPRESSION = "compression";
    private static final String COMPRESSED = "Compressed";

    private Formats() {
    }

    /** A benchmark class's format and family (the class name without its format). */
    public record Member(String format, String family) {
    }

    /** One operation: its JSON benchmark and the others, by format, in the order JSON, Smile, CBOR. */
    public record Group(String operation, Map<String, BenchmarkKey> members) {
        public Group {
            members = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }

        public BenchmarkKey json() {
            return members.get(JSON);
        }
    }

    public static Optional<Member> member(String simpleClassName) {
        if (simpleClassName.equals("VectorHeavyReadWrite")) {
            return Optional.of(new Member(JSON, "VectorReadWrite"));
        }
        for (String[] p : PREFIXES) {
            String prefix = p[0];
            if (simpleClassName.startsWith(prefix) && simpleClassName.length() > prefix.length()
                    && !Character.isLowerCase(simpleClassName.charAt(prefix.length()))) {
                String family = simpleClassName.substring(prefix.length());
                return Optional.of(new Member(p[1], FAMILY_ALIASES.getOrDefault(family, family)));
            }
        }
        return Optional.empty();
    }

    /** Every operation present in JSON and in at least one other format. */
    public static List<Group> find(Collection<BenchmarkKey> keys) {
        Map<String, Map<String, BenchmarkKey>> byOperation = new TreeMap<>();
        for (BenchmarkKey k : new java.util.TreeSet<>(keys)) {
            Optional<Member> m = member(k.simpleClassName());
            if (m.isEmpty()) {
                continue;
            }
            String family = m.get().family();
            Map<String, String> params = k.params();
            if (family.startsWith(COMPRESSED) && family.length() > COMPRESSED.length() && params.containsKey(COMPRESSION)) {
                if (!params.get(COMPRESSION).equals("none")) {
                    continue; // gzip, lzf: the compression view
                }
                family = family.substring(COMPRESSED.length());
                params = new TreeMap<>(params);
                params.remove(COMPRESSION);
            }
            String operation = family + "." + k.method() + (params.isEmpty() ? "" : " [" + params.toString().substring(1, params.toString().length() - 1) + "]")
                    + (k.mode().equals("thrpt") ? "" : " (" + k.mode() + ")");
            byOperation.computeIfAbsent(operation, x -> new TreeMap<>()).put(m.get().format(), k);
        }
        List<Group> groups = new ArrayList<>();
        for (Map.Entry<String, Map<String, BenchmarkKey>> e : byOperation.entrySet()) {
            Map<String, BenchmarkKey> found = e.getValue();
            if (found.containsKey(JSON) && found.size() > 1) {
                Map<String, BenchmarkKey> ordered = new LinkedHashMap<>();
                for (String f : ORDER) {
                    if (found.containsKey(f)) {
                        ordered.put(f, found.get(f));
                    }
                }
                groups.add(new Group(e.getKey(), ordered));
            }
        }
        return groups;
    }
}
