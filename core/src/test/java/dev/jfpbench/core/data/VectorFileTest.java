package dev.jfpbench.core.data;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.VectorReadWriteBase;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.format.Storage;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Verifiable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code -p vectors=FILE} in its three shapes ({@link VectorFile}): the suite's {@code {"data":[...]}}, an array of
 * objects with a float-array field, JSON Lines of them. The same rows in each shape are the same measured bytes
 * (what a JSON read reads, and the POJO every write and other format is made from), each float the JDK's
 * {@code Float.parseFloat} of the file's text; every other file is one line naming the file and what is wrong.
 */
class VectorFileTest {
    static final String[] IDS = {"a", "b", "c"};
    static final String[] TEXTS = {"One", "Two \"quoted\" \u00fcn\u00efcode", "Three"};
    /** Texts of each kind; the first reads as a different float through a double (1.0000002) than directly (1.0000001). */
    static final String[][] EMB = {
            {"1.00000017881393432617187499", "-1.25e-3", "3", "0.33333334"},
            {"1.17549435E-38", "3.4028235E38", "-0.0", "7e-46"},
            {"0.04828", "-0.017741", "0.0913", "-1E-7"}};
    /** An integer array of a different length in each row: not a vector, so auto-detection passes it over. */
    static final String[] TOKENS = {"[1,2,3]", "[4]", "[5,6]"};

    static String suite() {
        StringBuilder sb = new StringBuilder("{\n  \"data\": [\n");
        for (int i = 0; i < IDS.length; i++) {
            sb.append(i == 0 ? "" : ",\n").append("    {\"_id\": \"").append(IDS[i]).append("\", \"text\": ").append(quoted(TEXTS[i]))
                    .append(", \"emb\": [").append(String.join(", ", EMB[i])).append("]}");
        }
        return sb.append("\n  ]\n}\n").toString();
    }

    /** One row of the other shapes: the vector as "embedding", and fields the suite's rows do not have. */
    static String object(int i) {
        return "{\"id\": " + i + ", \"_id\": \"" + IDS[i] + "\", \"text\": " + quoted(TEXTS[i]) + ", \"tokens\": " + TOKENS[i]
                + ", \"meta\": {\"v\": [1.5, 2.5, 3.5, 4.5]}, \"embedding\": [" + String.join(", ", EMB[i]) + "], \"score\": 0.5}";
    }

    static String array() {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < IDS.length; i++) {
            rows.add("  " + object(i));
        }
        return "[\n" + String.join(",\n", rows) + "\n]\n";
    }

    static String lines() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < IDS.length; i++) {
            sb.append(object(i)).append('\n');
        }
        return sb.toString();
    }

    static String quoted(String s) {
        return "\"" + s.replace("\"", "\\\"") + "\"";
    }

    static Path write(Path dir, String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    static String measured(String spec) {
        return new String(VectorDataset.json(spec), StandardCharsets.UTF_8);
    }

    @Test
    void eachShapeIsTheSameCompactDocument(@TempDir Path dir) throws IOException {
        String suite = measured(write(dir, "suite.json", suite()).toString());
        assertThat(suite).startsWith("{\"data\":[{\"_id\":\"a\",\"text\":\"One\",\"emb\":[1.00000017881393432617187499,-1.25e-3,3,0.33333334]},");
        String array = write(dir, "array.json", array()).toString();
        String jsonl = write(dir, "lines.jsonl", lines()).toString();
        assertThat(measured(array)).as("array, field found").isEqualTo(suite);
        assertThat(measured(jsonl)).as("JSON Lines, field found").isEqualTo(suite);
        assertThat(measured(array + "#embedding")).as("array, field named").isEqualTo(suite);
        assertThat(measured(jsonl + "#embedding")).as("JSON Lines, field named").isEqualTo(suite);
        assertThat(measured(dir.resolve("suite.json") + "#emb")).as("the suite's shape, its field named").isEqualTo(suite);
        // the comparison sees one float's text changed (3 -> 3.0: the same float, other bytes)
        String other = write(dir, "other.jsonl", lines().replace(", 3, ", ", 3.0, ")).toString();
        assertThat(measured(other)).isNotEqualTo(suite);
    }

    /** Each float is Float.parseFloat of the file's text (not the text read as a double, then narrowed), in each shape. */
    @Test
    void eachFloatIsTheJdksParseOfTheFilesText(@TempDir Path dir) throws IOException {
        for (Path file : List.of(write(dir, "suite.json", suite()), write(dir, "array.json", array()), write(dir, "lines.jsonl", lines()))) {
            VectorDocs docs = VectorDataset.read(VectorDataset.json(file.toString()), file.toString());
            assertThat(docs.data).hasSize(EMB.length);
            for (int i = 0; i < EMB.length; i++) {
                assertThat(docs.data.get(i)._id).isEqualTo(IDS[i]);
                assertThat(docs.data.get(i).text).isEqualTo(TEXTS[i]);
                for (int j = 0; j < EMB[i].length; j++) {
                    assertThat(Float.floatToRawIntBits(docs.data.get(i).emb[j])).as("%s row %d [%d] %s", file.getFileName(), i, j, EMB[i][j])
                            .isEqualTo(Float.floatToRawIntBits(Float.parseFloat(EMB[i][j])));
                }
            }
            assertThat(docs.data.get(0).emb[0]).isNotEqualTo((float) Double.parseDouble(EMB[0][0]));
        }
    }

    /** A JSON vector benchmark set up on each shape: the bytes its reads read and its writes write are the same. */
    @Test
    void theBenchmarksMeasuredInputIsTheSameInEachShape(@TempDir Path dir) throws Exception {
        List<String> specs = List.of(write(dir, "suite.json", suite()).toString(), write(dir, "array.json", array()).toString(),
                write(dir, "lines.jsonl", lines()).toString(), dir.resolve("lines.jsonl") + "#embedding");
        byte[] input = null;
        byte[] written = null;
        for (String spec : specs) {
            JsonVectors bench = (JsonVectors) BenchmarkVerifier.newInstance(JsonVectors.class, Map.of("vectors", spec));
            Field field = VectorReadWriteBase.class.getDeclaredField("input");
            field.setAccessible(true);
            byte[] in = (byte[]) field.get(bench);
            ((Verifiable) bench).prepareVerification();
            byte[] out = bench.fastFPWrite().takeCaptured();
            bench.verify("fastFPRead", bench.fastFPRead());
            if (input == null) {
                input = in;
                written = out;
            } else {
                assertThat(in).as("measured read input of " + spec).isEqualTo(input);
                assertThat(out).as("measured write output of " + spec).isEqualTo(written);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "empty | `` | | malformed JSON in FILE: the file is empty",
            "blank | `  \n ` | | malformed JSON in FILE: the file is empty",
            "not JSON | `embeddings: [0.1, 0.2]` | | malformed JSON in FILE: Unrecognized token 'embeddings'",
            "truncated line | `{\"e\":[0.1]}\n{\"e\":[0.2` | | malformed JSON in FILE:",
            "a number | `42` | | FILE is not a vector file: it holds a number, not",
            "array of arrays | `[[0.1,0.2],[0.3,0.4]]` | | FILE is not a vector file (an array of objects with a float-array field): row 0 is an array, not an object",
            "empty array | `[]` | | FILE is not a vector file (an array of objects with a float-array field): the array is empty",
            "after the array | `[{\"e\":[0.1]}] [{\"e\":[0.2]}]` | | FILE is not a vector file (an array of objects with a float-array field): content after the end of the array",
            "no float array | `[{\"id\":1,\"e\":\"0.1\"}]` | | FILE is not a vector file (an array of objects with a float-array field): row 0 has no array of numbers (its fields: id, e)",
            "non-number | `[{\"e\":[0.1,0.2]},{\"e\":[0.3,\"0.4\"]}]` | | (an array of objects with a float-array field): no field is an array of numbers of one length in every object: row 1: \"e\"[1] is a string, not a number",
            "null | `{\"e\":[0.1,0.2]}\n{\"e\":[null,0.4]}` | | (JSON Lines of objects with a float-array field): no field is an array of numbers of one length in every object: line 2: \"e\"[0] is null, not a number",
            "different lengths | `{\"e\":[0.1,0.2]}\n\n{\"e\":[0.3]}` | | FILE is not a vector file (JSON Lines of objects with a float-array field): no field is an array of numbers of one length in every object: line 3: \"e\" has 1 numbers, line 1 has 2",
            "missing | `[{\"e\":[0.1]},{\"f\":[0.2]}]` | | no field is an array of numbers of one length in every object: row 1 has no field \"e\"",
            "ambiguous | `[{\"e\":[0.1],\"f\":[1]},{\"e\":[0.2],\"f\":[2]}]` | | FILE is not a vector file (an array of objects with a float-array field): 2 fields are arrays of numbers in every object (\"e\", \"f\"): name one, -p vectors=FILE#e",
            "duplicate field | `[{\"e\":[0.1],\"e\":[0.2]}]` | | malformed JSON in FILE: Duplicate field 'e'",
            "not a line of objects | `{\"e\":[0.1]}\n[0.2]` | | FILE is not a vector file (JSON Lines of objects with a float-array field): line 2 is an array, not an object",
            "out of float range | `[{\"e\":[0.1,1e39]}]` | | FILE is not a vector file (an array of objects with a float-array field): row 0: \"e\"[1] 1e39 is not a finite float",
            "named, missing | `[{\"e\":[0.1]},{\"e\":[0.2]}]` | f | FILE is not a vector file (an array of objects with a float-array field): row 0 has no field \"f\"",
            "named, not numbers | `{\"e\":[0.1],\"f\":\"x\"}` | f | FILE is not a vector file (JSON Lines of objects with a float-array field): line 1: \"f\" is a string, not an array of numbers",
            "named, empty | `[{\"e\":[]}]` | e | row 0: \"e\" is an empty array",
            "named, different lengths | `[{\"e\":[0.1]},{\"e\":[0.2,0.3]}]` | e | row 1: \"e\" has 2 numbers, row 0 has 1",
            "named, suite's shape | `{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0]}]}` | vec | FILE has the shape {\"data\":[{\"_id\":...,\"text\":...,\"emb\":[floats]}]}, whose floats are \"emb\": it has no field \"vec\"",
            "suite's shape, extra field | `{\"data\":[{\"_id\":\"a\",\"text\":\"t\",\"emb\":[1.0],\"x\":1}]}` | | FILE is not a vector file of the shape",
            "suite's shape, no rows | `{\"data\":[]}` | | FILE is not a vector file: no \"data\" rows",
    })
    void everyOtherFileIsOneLineNamingIt(String name, String content, String field, String expected, @TempDir Path dir) throws IOException {
        Path file = write(dir, "bad.json", content);
        String spec = field == null ? file.toString() : file + "#" + field;
        assertThatThrownBy(() -> VectorDataset.json(spec))
                .isInstanceOf(DatasetException.class)
                .satisfies(e -> {
                    assertThat(e.getMessage()).contains(expected.replace("FILE", file.toString())).doesNotContain("\n");
                    assertThat(e.getStackTrace()).isEmpty();
                });
    }

    @Test
    void aHashInAnExistingFilesNameIsNotAField(@TempDir Path dir) throws IOException {
        Path file = write(dir, "vectors#1.json", lines());
        assertThat(measured(file.toString())).isEqualTo(measured(write(dir, "suite.json", suite()).toString()));
        assertThatThrownBy(() -> VectorDataset.json(file + "#"))
                .isInstanceOf(DatasetException.class).hasMessageContaining("names no field after '#'");
        assertThatThrownBy(() -> VectorDataset.json(dir.resolve("missing.jsonl") + "#emb"))
                .isInstanceOf(DatasetException.class).hasMessage("vectors file not found: " + dir.resolve("missing.jsonl"));
    }

    /** The vector benchmark base bound to JSON, as the vectors module binds it. */
    public static class JsonVectors extends VectorReadWriteBase {
        static final Jackson2Format JSON = Jackson2Format.of("JSON", true, JsonMapper::builder);

        @Override
        protected JacksonFormat format() {
            return JSON;
        }

        @Override
        protected Storage storage() {
            return Storage.DECIMAL_TEXT;
        }
    }
}
