package dev.jfpbench.report.answer;

import dev.jfpbench.report.BadInputException;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class QuestionsTest {
    @Test
    void aQuestionRegexChoosesRowsByTheirText() {
        // by default the README's answer table (the fast options and their controls); "." every question of both tables
        assertThat(Questions.matching(null)).isEqualTo(Questions.TABLE).hasSize(9).noneMatch(q -> q instanceof Question.Best);
        assertThat(Questions.matching(".")).isEqualTo(Questions.ALL);
        assertThat(Questions.matching("VECTORS WRITE")).extracting(Question::text)
                .containsExactly("Embedding vectors write", "Fastest binary format over JSON: vectors write", "Fastest exact JSON library: vectors write");
        assertThat(Questions.matching("^(?!Fastest)")).hasSize(9).noneMatch(q -> q instanceof Question.Best);
    }

    @Test
    void aRegexThatMatchesNothingNamesTheQuestions() {
        assertThatThrownBy(() -> Questions.matching("protobuf")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("matches no question").hasMessageContaining("Currency write");
        assertThatThrownBy(() -> Questions.matching("(")).isInstanceOf(BadInputException.class).hasMessageContaining("not a regex");
    }

    @Test
    void aUsersVectorsFileMayLeaveOutAVectorsContenderButNeverAReferenceNorAFastOptionRow() {
        java.util.regex.Pattern d = java.util.regex.Pattern.compile(Questions.droppable(Questions.ALL));
        for (String yes : new String[] {"dev.jfpbench.libs.dsljson.LibDslJsonRead.vectors", "dev.jfpbench.libs.jr.LibJacksonJrRead.vectorsFast",
            "dev.jfpbench.libs.fastjson2.LibFastjson2Write.vectors", "dev.jfpbench.formats.KryoVectors.readVectors"}) {
            assertThat(d.matcher(yes).find()).as(yes).isTrue();
        }
        for (String no : new String[] {"dev.jfpbench.libs.jackson.LibJacksonRead.vectorsFast", "dev.jfpbench.libs.jackson.LibJacksonWrite.vectorsFast",
            "dev.jfpbench.libs.jackson.LibJacksonAfterburnerRead.vectors", "dev.jfpbench.compress.JsonCompressedVectors.readVectors",
            "dev.jfpbench.libs.dsljson.LibDslJsonRead.currency", "dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPWrite"}) {
            assertThat(d.matcher(no).find()).as(no).isFalse();
        }
        assertThat(Questions.droppable(Questions.matching("^(?!Fastest)"))).isEmpty();
        // the selection itself keeps the references (the campaign's regex, unchanged)
        assertThat(Questions.matching("library: vectors read").get(0).regex())
                .isEqualTo("Lib(?!Jackson(Afterburner|Blackbird|Streaming|Tree))[A-Za-z0-9]+Read\\.vectors(Fast)?$");
        assertThat(Questions.matching("format over JSON: vectors read").get(0).regex())
                .isEqualTo("(Avro|Protobuf|Kryo|JdkSerial|SmileCompressed|CBORCompressed|JsonCompressed)(ReadWrite|Vectors)\\.readVectors$"
                        + "|VectorPackedReadWrite\\.fastFPRead$");
        assertThat(d.matcher("dev.jfpbench.vectors.packed.VectorPackedReadWrite.fastFPWrite").find()).as("the packed vectors, a contender").isTrue();
        assertThat(d.matcher("dev.jfpbench.compress.SmileCompressedVectors.writeVectors").find()).as("Smile, a contender").isTrue();
    }

    /** The format questions ask Jackson's own binary formats and other libraries', for reads and writes; never a codec written by hand here, nor XML. */
    @Test
    void theFormatQuestionsRaceJacksonsBinaryFormatsButNoHandWrittenCodec() {
        assertThat(Questions.matching("^Fastest binary format")).extracting(Question::text).containsExactly(
                "Fastest binary format over JSON: currency read", "Fastest binary format over JSON: currency write",
                "Fastest binary format over JSON: vectors read", "Fastest binary format over JSON: vectors write");
        java.util.regex.Pattern write = java.util.regex.Pattern.compile(Questions.matching("format over JSON: currency write").get(0).regex());
        for (String yes : new String[] {"dev.jfpbench.compress.SmileCompressedReadWrite.writeCurrency", "dev.jfpbench.compress.CBORCompressedReadWrite.writeCurrency",
            "dev.jfpbench.compress.JsonCompressedReadWrite.writeCurrency", "dev.jfpbench.formats.KryoReadWrite.writeCurrency",
            "dev.jfpbench.formats.JdkSerialReadWrite.writeCurrency"}) {
            assertThat(write.matcher(yes).find()).as(yes).isTrue();
        }
        for (String no : new String[] {"dev.jfpbench.formats.ThriftManualReadWrite.writeCurrency", "dev.jfpbench.compress.XmlCompressedReadWrite.writeCurrency",
            "dev.jfpbench.formats.KryoReadWrite.readCurrency", "dev.jfpbench.vectors.packed.VectorPackedReadWrite.fastFPWrite"}) {
            assertThat(write.matcher(no).find()).as(no).isFalse();
        }
        Question.Best vectors = (Question.Best) Questions.matching("format over JSON: vectors read").get(0);
        Question.Best currency = (Question.Best) Questions.matching("format over JSON: currency read").get(0);
        dev.jfpbench.report.Run run = run(
                "dev.jfpbench.compress.JsonCompressedReadWrite.readCurrency", Map.of("compression", "none"),
                "dev.jfpbench.compress.SmileCompressedReadWrite.readCurrency", Map.of("compression", "none"),
                "dev.jfpbench.compress.CBORCompressedReadWrite.readCurrency", Map.of("compression", "none"),
                "dev.jfpbench.compress.XmlCompressedReadWrite.readCurrency", Map.of("compression", "none"),
                "dev.jfpbench.formats.KryoReadWrite.readCurrency", Map.of(),
                "dev.jfpbench.formats.ThriftManualReadWrite.readCurrency", Map.of(),
                "dev.jfpbench.compress.JsonCompressedVectors.readVectors", Map.of("compression", "none", "vectors", ""),
                "dev.jfpbench.formats.KryoVectors.readVectors", Map.of("vectors", ""),
                "dev.jfpbench.vectors.packed.VectorPackedReadWrite.fastFPRead", Map.of("vectors", ""),
                "dev.jfpbench.vectors.VectorHeavyReadWrite.fastFPRead", Map.of("vectors", ""));
        assertThat(currency.contenders(run)).extracting(dev.jfpbench.report.analysis.Reference::numeratorLabel).containsExactlyInAnyOrder("Smile", "CBOR", "Kryo");
        assertThat(currency.contenders(run)).allMatch(r -> r.denominator().shortName().equals("JsonCompressedReadWrite.readCurrency"));
        assertThat(vectors.contenders(run)).extracting(dev.jfpbench.report.analysis.Reference::numeratorLabel)
                .containsExactlyInAnyOrder("Kryo", Question.Best.PACKED_LABEL);
        // one reference for every contender of a row: the packed vectors too are over the formats' uncompressed JSON
        assertThat(vectors.contenders(run)).allMatch(r -> r.denominator().shortName().equals("JsonCompressedVectors.readVectors"));
        assertThat(currency.expectedContenders()).contains("Smile", "CBOR").doesNotContain(dev.jfpbench.report.Formats.THRIFT);
        assertThat(vectors.expectedContenders()).contains(Question.Best.PACKED_LABEL);
    }

    /** A run holding these benchmarks (name, parameters, ...), one round each. */
    private static dev.jfpbench.report.Run run(Object... namesAndParams) {
        java.util.List<dev.jfpbench.report.BenchmarkResult> out = new java.util.ArrayList<>();
        for (int i = 0; i < namesAndParams.length; i += 2) {
            @SuppressWarnings("unchecked")
            Map<String, String> params = (Map<String, String>) namesAndParams[i + 1];
            double[] s = {1000};
            out.add(new dev.jfpbench.report.BenchmarkResult(dev.jfpbench.report.BenchmarkKey.of((String) namesAndParams[i], "thrpt", params), 1, 1, "17",
                    "vm", "17", "java", new dev.jfpbench.report.Metric(1000, Double.NaN, "ops/s", s, 1, s), Map.of()));
        }
        return new dev.jfpbench.report.Run(java.nio.file.Path.of("x.json"), "x", out, java.util.Optional.empty());
    }
}
