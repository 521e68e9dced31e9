package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;

import org.junit.jupiter.api.Test;

import static dev.jfpbench.report.Fixtures.fixture;
import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code sizes} without a result: the bytes on the wire per dataset and format (module compress's SizeTable). */
class WireSizesCommandTest {
    @Test
    void printsRawGzipAndLzfBytesPerDatasetAndFormat() {
        Fixtures.Outcome o = tool("sizes", "--format", "text");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out().lines().findFirst().orElseThrow()).startsWith("Dataset").contains("Raw bytes").contains("gzip bytes").contains("LZF / raw");
        for (String format : new String[] {"JSON", "Smile", "CBOR", "Avro", "Protobuf", "Kryo", "Thrift (hand-mapped)", "JDK serialization"}) {
            String name = java.util.regex.Pattern.quote(format);
            assertThat(o.out().lines().filter(l -> l.matches("currency +" + name + " .*%.*%"))).as(format).hasSize(1);
            assertThat(o.out().lines().filter(l -> l.matches("vectors +" + name + " .*"))).as(format).hasSize(1);
        }
        assertThat(o.out()).doesNotContain("|");
    }

    @Test
    void formatIsForTheWireTableOnly() {
        Fixtures.Outcome o = tool("sizes", fixture("base.json"), "--format", "md");
        assertThat(o.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(o.errLines()).singleElement().asString().contains("--format is for the wire-size table");
        Fixtures.Outcome bad = tool("sizes", "--format", "html");
        assertThat(bad.exitCode()).isEqualTo(RunTool.BAD_INPUT);
        assertThat(bad.errLines()).hasSize(1);
    }
}
