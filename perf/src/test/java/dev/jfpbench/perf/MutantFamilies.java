package dev.jfpbench.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The one list of benchmark families and the test of each that proves its checks can fail (core's test helpers
 * {@code Mutants} and {@code MutantChecks}: a real result one ulp off or one entry short must be rejected).
 * {@link #problems} names every benchmark class that is in no family or in two, every family whose mutant test
 * is missing, and every class its family's test does not name (a test that lists its package's benchmarks, as
 * {@code "dev.jfpbench.libs."}, names them all). A new benchmark class needs its family's mutant test, and a line
 * here if it starts a family.
 */
final class MutantFamilies {
    /** A family: its benchmark classes (a pattern on the full class name) and its mutant test (a class in {@code module}'s tests). */
    record Family(String name, Pattern classes, String module, String mutantTest) {
        Family(String name, String classes, String module, String mutantTest) {
            this(name, Pattern.compile(classes), module, mutantTest);
        }

        Path source(Path root) {
            return root.resolve(module).resolve("src/test/java").resolve(mutantTest.replace('.', '/') + ".java");
        }
    }

    static final List<Family> ALL = List.of(
            new Family("JSON std reads, writes, payload", "dev\\.jfpbench\\.json\\.Json(StdReadVanilla|StdWriteVanilla|PayloadReadWrite)",
                    "json", "dev.jfpbench.json.VerificationCanFailTest"),
            new Family("JSON input and output kinds", "dev\\.jfpbench\\.json\\.JsonCurrencyKinds(Read|Write)",
                    "json", "dev.jfpbench.json.KindsChecksCanFailTest"),
            new Family("JSON conversion's share (controls Tokens, Text)", "dev\\.jfpbench\\.json\\.JsonConversion(Read|Write)",
                    "json", "dev.jfpbench.json.ConversionChecksCanFailTest"),
            new Family("Smile std reads, writes, payload", "dev\\.jfpbench\\.smile\\.Smile(StdReadVanilla|StdWriteVanilla|PayloadReadWrite)",
                    "smile", "dev.jfpbench.smile.SmileChecksCanFailTest"),
            new Family("CBOR std reads, writes, payload", "dev\\.jfpbench\\.cbor\\.CBOR(StdReadVanilla|StdWriteVanilla|PayloadReadWrite)",
                    "cbor", "dev.jfpbench.cbor.CBORChecksCanFailTest"),
            new Family("XML std reads, writes, payload", "dev\\.jfpbench\\.xml\\.Xml(StdRead|StdWrite|PayloadReadWrite)",
                    "xml", "dev.jfpbench.xml.XmlChecksCanFailTest"),
            new Family("vectors and their limits", "dev\\.jfpbench\\.vectors\\.(VectorHeavyReadWrite|(Smile|CBOR)VectorReadWrite|VectorLimits)",
                    "vectors", "dev.jfpbench.vectors.VectorChecksTest"),
            new Family("vector input and output kinds", "dev\\.jfpbench\\.vectors\\.JsonVectorKinds(Read|Write)",
                    "vectors", "dev.jfpbench.vectors.KindsChecksCanFailTest"),
            new Family("packed vectors", "dev\\.jfpbench\\.vectors\\.packed\\.VectorPackedReadWrite",
                    "vectors-packed", "dev.jfpbench.vectors.packed.PackedChecksCanFailTest"),
            new Family("other formats", "dev\\.jfpbench\\.formats\\.(Avro|Protobuf|Kryo|ThriftManual|JdkSerial)(ReadWrite|Vectors)",
                    "formats", "dev.jfpbench.formats.FormatsExactnessTest"),
            new Family("compressed reads and writes", "dev\\.jfpbench\\.compress\\.(Json|Smile|CBOR|Xml)Compressed(ReadWrite|Vectors)",
                    "compress", "dev.jfpbench.compress.CompressChecksCanFailTest"),
            new Family("digit sweep", "dev\\.jfpbench\\.digits\\.JsonDigits(Double|Float|Integral)",
                    "digits", "dev.jfpbench.digits.DigitsChecksCanFailTest"),
            new Family("one shared mapper under many threads, per-call creation", "dev\\.jfpbench\\.concurrency\\.Json(SharedReadWrite|PerCallReadWrite)\\w+",
                    "concurrency", "dev.jfpbench.concurrency.ConcurrencyChecksCanFailTest"),
            new Family("the ruler", "dev\\.jfpbench\\.calibration\\.Ruler",
                    "calibration", "dev.jfpbench.calibration.RulerTest"),
            new Family("Jackson 3 twins", "dev\\.jfpbench\\.jackson3\\.(Json|Smile|CBOR)3(Read|Write|VectorReadWrite)",
                    "jackson3", "dev.jfpbench.jackson3.Jackson3ChecksCanFailTest"),
            new Family("start-up", "dev\\.jfpbench\\.startup\\.Startup\\w+",
                    "startup", "dev.jfpbench.startup.StartupChecksCanFailTest"),
            new Family("library shoot-out", "dev\\.jfpbench\\.libs\\.\\w+\\.Lib\\w+(Read|Write)",
                    "libs", "dev.jfpbench.libs.LibsBenchmarksVerifiedTest"));

    private static final String ROOT_PACKAGE = "dev.jfpbench.";
    private static final Pattern TEST = Pattern.compile("@(Test|TestFactory|ParameterizedTest)\\b");

    private MutantFamilies() {
    }

    /** One line per problem, sorted; empty when every class is in one family whose mutant test exists and names it. */
    static List<String> problems(Collection<String> benchmarkClasses, List<Family> families, Path root) {
        List<String> problems = new ArrayList<>();
        for (Family f : families) {
            if (!Files.isRegularFile(f.source(root))) {
                problems.add("family '" + f.name() + "': its mutant test " + f.mutantTest() + " does not exist (" + root.relativize(f.source(root)) + ")");
            } else if (!isTest(read(f.source(root)))) {
                problems.add("family '" + f.name() + "': " + f.mutantTest() + " has no JUnit test");
            }
        }
        for (String cls : new TreeSet<>(benchmarkClasses)) {
            List<Family> in = families.stream().filter(f -> f.classes().matcher(cls).matches()).collect(Collectors.toList());
            if (in.isEmpty()) {
                problems.add(cls + ": in no family with a mutant test (add it to " + MutantFamilies.class.getSimpleName() + " and to that family's mutant test)");
            } else if (in.size() > 1) {
                problems.add(cls + ": in " + in.size() + " families (" + in.stream().map(Family::name).collect(Collectors.joining(", ")) + ")");
            } else if (Files.isRegularFile(in.get(0).source(root)) && !names(read(in.get(0).source(root)), cls)) {
                problems.add(cls + ": its family's mutant test " + in.get(0).mutantTest() + " does not name it");
            }
        }
        return problems;
    }

    private static boolean isTest(String source) {
        return TEST.matcher(source).find();
    }

    /** The source names the class: its simple name as a word, or a package of it below dev.jfpbench as a string literal ("dev.jfpbench.libs."). */
    static boolean names(String source, String cls) {
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        if (Pattern.compile("\\b" + Pattern.quote(simple) + "\\b").matcher(source).find()) {
            return true;
        }
        for (int dot = cls.lastIndexOf('.'); dot >= ROOT_PACKAGE.length(); dot = cls.lastIndexOf('.', dot - 1)) {
            if (source.contains("\"" + cls.substring(0, dot + 1) + "\"")) {
                return true;
            }
        }
        return false;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
