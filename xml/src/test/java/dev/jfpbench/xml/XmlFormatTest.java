package dev.jfpbench.xml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.CurrencyBigDecimal;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the XML binding honours, what its conversion keeps, and checks that reject results wrong by the least. */
class XmlFormatTest {

    private static String xml(String json) {
        return new String(XmlFormat.INSTANCE.fromJson(json.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    }

    @Test
    void theConversionKeepsEveryNumbersTextAndListsRepeatElements() {
        String currency = new String(XmlFormat.INSTANCE.fromJson(Dataset.CURRENCY.json()), StandardCharsets.UTF_8);
        assertThat(currency).startsWith("<root>").contains("<USD>1</USD>", "<AED>3.6725</AED>", "<BHD>0.376</BHD>");
        assertThat(xml("{\"v\":[1e5,0.10,-0.0],\"n\":null,\"t\":true}"))
                .isEqualTo("<root><v>1e5</v><v>0.10</v><v>-0.0</v><n/><t>true</t></root>");
    }

    /** The size table has an XML vectors row: those bytes read back to the same floats, bit for bit. */
    @Test
    void vectorsRoundTripThroughXmlExactly() throws Exception {
        VectorDocs docs = new VectorDocs();
        VectorDocs.Row row = new VectorDocs.Row();
        row._id = "a";
        row.text = "t";
        row.emb = new float[]{0.1f, -0.0f, Float.MIN_VALUE, Float.MAX_VALUE, 1.0E-10f, 3.4028235E38f, 0.33333334f};
        VectorDocs.Row other = new VectorDocs.Row();
        other._id = "b";
        other.text = "u";
        other.emb = new float[]{1.5f, 2.5f};
        docs.data = List.of(row, other);
        ObjectMapper fast = XmlFormat.INSTANCE.mapper(FpConfig.FAST);
        Exact.check("XML vectors", docs, fast.readValue(fast.writeValueAsBytes(docs), VectorDocs.class));
    }

    @Test
    void jsonThatXmlCannotCarryIsOneClearLine() {
        for (String json : List.of("[1,2]", "{\"a\":[[1,2],[3,4]]}", "{\"a\":[1]}", "{\"a\":[]}", "{\"a\":\"\"}", "{\"1a\":1}", "{\"a b\":1}")) {
            assertThatThrownBy(() -> xml(json)).as(json)
                    .isInstanceOf(DatasetException.class).hasMessageStartingWith("XML cannot carry this JSON both ways: ")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
        assertThatThrownBy(() -> xml("{\"a\":{\"b\":[7]}}")).hasMessageEndingWith("at $.a.b");
    }

    @Test
    void fastReadsParseWithFastDoubleParserDefaultReadsDoNot() throws Exception {
        byte[] input = XmlFormat.INSTANCE.fromJson(Dataset.CURRENCY.json());
        try (JsonParser fast = XmlFormat.INSTANCE.mapper(FpConfig.FAST).createParser(input);
             JsonParser dflt = XmlFormat.INSTANCE.mapper(FpConfig.DEFAULT).createParser(input)) {
            assertThat(fast.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isTrue();
            assertThat(fast.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isTrue();
            assertThat(dflt.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isFalse();
            assertThat(dflt.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isFalse();
        }
        assertThat(FpConfig.FAST.isAppliedTo(XmlFormat.INSTANCE.mapper(FpConfig.FAST))).isTrue();
        assertThat(FpConfig.DEFAULT.isAppliedTo(XmlFormat.INSTANCE.mapper(FpConfig.DEFAULT))).isTrue();
    }

    /**
     * The fast writer is set on the XML factory but not used: Woodstox prints with String.valueOf. Where the JDK's
     * printing differs from Schubfach (JDK 17-18 print 2.0E-3 as "0.0020", Schubfach "0.002"), JSON shows the difference.
     */
    @Test
    void theXmlGeneratorPrintsDoublesWithStringValueOfEvenWhenFast() throws Exception {
        ObjectMapper fastXml = XmlFormat.INSTANCE.mapper(FpConfig.FAST);
        for (double d : new double[]{2.0E-3, 1.0E23, 3.6725, 4.9E-324, 1.7976931348623157E308, 0.1 + 0.2}) {
            assertThat(fastXml.writeValueAsString(Map.of("d", d))).isEqualTo("<Map1><d>" + d + "</d></Map1>".replace("Map1", rootOf(fastXml)));
        }
        if (!String.valueOf(2.0E-3).equals("0.002")) {
            ObjectMapper fastJson = FpConfig.FAST.applyTo(JsonMapper.builder()).build();
            assertThat(fastJson.writeValueAsString(2.0E-3)).isEqualTo("0.002");
            assertThat(fastXml.writeValueAsString(Map.of("d", 2.0E-3))).contains("<d>0.0020</d>");
        }
    }

    private static String rootOf(ObjectMapper xml) throws Exception {
        String s = xml.writeValueAsString(Map.of("d", 0));
        return s.substring(1, s.indexOf('>'));
    }

    @Test
    void aReadOneUlpOffFails() throws Exception {
        XmlStdRead bench = (XmlStdRead) BenchmarkVerifier.newInstance(XmlStdRead.class, Map.of());
        Currency wrong = References.currency();
        wrong.rates.put("JPY", Math.nextUp(wrong.rates.get("JPY")));
        assertThatThrownBy(() -> bench.verify("readCurrencyPojoFast", wrong)).isInstanceOf(AssertionError.class).hasMessageContaining("rates[JPY]");
        bench.verify("readCurrencyPojoFast", References.currency());
    }

    /** XML keeps the decimal text, so a BigDecimal read is held to JSON's check: value and scale. */
    @Test
    void aBigDecimalReadWithAnotherScaleFails() throws Exception {
        XmlStdRead bench = (XmlStdRead) BenchmarkVerifier.newInstance(XmlStdRead.class, Map.of());
        CurrencyBigDecimal wrong = References.currencyBigDecimal();
        wrong.rates.put("AED", wrong.rates.get("AED").setScale(5));
        assertThat(wrong.rates.get("AED").doubleValue()).isEqualTo(3.6725);
        assertThatThrownBy(() -> bench.verify("readCurrencyBigDecPojoDefault", wrong)).isInstanceOf(AssertionError.class).hasMessageContaining("rates[AED]");
        bench.verify("readCurrencyBigDecPojoDefault", References.currencyBigDecimal());
    }

    @Test
    void anUntypedReadWithOneTextWrongFails() throws Exception {
        XmlPayloadReadWrite bench = (XmlPayloadReadWrite) BenchmarkVerifier.newInstance(XmlPayloadReadWrite.class, Map.of());
        @SuppressWarnings("unchecked")
        Map<String, Object> read = (Map<String, Object>) bench.readUntypedFast();
        bench.verify("readUntypedFast", read);
        @SuppressWarnings("unchecked")
        Map<String, Object> rates = (Map<String, Object>) read.get("rates");
        rates.put("AED", "3.6726");
        assertThatThrownBy(() -> bench.verify("readUntypedFast", read)).isInstanceOf(AssertionError.class).hasMessageContaining("[rates][AED]");
    }

    @Test
    void aWriteOneUlpOffFails() throws Exception {
        XmlPayloadReadWrite bench = (XmlPayloadReadWrite) BenchmarkVerifier.newInstance(XmlPayloadReadWrite.class, Map.of());
        @SuppressWarnings("unchecked")
        Map<String, Object> wrong = (Map<String, Object>) References.untyped(Dataset.CURRENCY.json());
        @SuppressWarnings("unchecked")
        Map<String, Object> rates = (Map<String, Object>) wrong.get("rates");
        rates.put("JPY", Math.nextDown((Double) rates.get("JPY")));
        ByteSink sink = new ByteSink();
        sink.startCapture();
        XmlFormat.INSTANCE.mapper(FpConfig.DEFAULT).writeValue(sink, wrong);
        assertThatThrownBy(() -> bench.verify("writeUntypedFast", sink)).isInstanceOf(AssertionError.class).hasMessageContaining("[rates][JPY]");
    }

    @Test
    void writeChecksParseStrictlyAndKeepWhatIsNotANumber() {
        assertThat(XmlChecks.typedLike(Map.of("a", 1.5), Map.of("a", "1.5"))).isEqualTo(Map.of("a", 1.5));
        assertThat(XmlChecks.typedLike(Map.of("a", 1.5), Map.of("a", "1.5d"))).isEqualTo(Map.of("a", "1.5d"));
        assertThat(XmlChecks.typedLike(Map.of("a", BigDecimal.ONE), Map.of("a", "0x1p0"))).isEqualTo(Map.of("a", "0x1p0"));
        assertThat(XmlChecks.typedLike(Map.of("a", true), Map.of("a", "yes"))).isEqualTo(Map.of("a", "yes"));
    }

    @Test
    void everyPayloadBenchmarkIsExactOnAwkwardNumbers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("awkward.json");
        Files.writeString(file, "{\"values\": [0.1, -0.0, 1e5, 1.7976931348623157E308, 4.9E-324, 2.2250738585072014E-308,"
                + " 9007199254740993, 123456789012345678901234567890, 0.30000000000000004, 1.0E23, 8.41E21, 2.0E-3],"
                + " \"nested\": {\"f\": 3.4028235E38, \"s\": \"text\", \"t\": true, \"n\": null}}", StandardCharsets.UTF_8);
        List<BenchmarkVerifier.Case> payload = BenchmarkVerifier.benchmarks("dev.jfpbench.xml.XmlPayload");
        assertThat(payload).hasSize(8);
        for (BenchmarkVerifier.Case c : payload) {
            BenchmarkVerifier.verify(c, Map.of("payload", file.toString()));
        }
    }

    @Test
    void aPayloadXmlCannotCarryFailsAtSetupInOneLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("one.json");
        Files.writeString(file, "{\"values\": [0.5]}", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> BenchmarkVerifier.newInstance(XmlPayloadReadWrite.class, Map.of("payload", file.toString())))
                .isInstanceOf(DatasetException.class).hasMessage("XML cannot carry this JSON both ways: an array of one value"
                        + " (XML reads one repeated element as a single value) at $.values");
    }
}
