package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.jfpbench.perf.PerfJarIT.list;
import static dev.jfpbench.perf.PerfJarIT.names;
import static dev.jfpbench.perf.PerfJarIT.simple;
import static org.assertj.core.api.Assertions.assertThat;

/** The compression, other-format and start-up families are in the jar, each complete, by the names reports select. */
class BeyondJarIT {

    static List<String> product(List<String> classes, List<String> methods) {
        List<String> names = new ArrayList<>();
        for (String c : classes) {
            for (String m : methods) {
                names.add(c + "." + m);
            }
        }
        return names;
    }

    static final List<String> SMALL = List.of("readCurrency", "writeCurrency", "readMediaItem", "writeMediaItem", "readTable", "writeTable");
    static final List<String> VECTORS = List.of("readVectors", "writeVectors");

    @Test
    void compressionFamily() throws Exception {
        List<String> expected = product(List.of("JsonCompressedReadWrite", "SmileCompressedReadWrite", "CBORCompressedReadWrite", "XmlCompressedReadWrite"), SMALL);
        expected.addAll(product(List.of("JsonCompressedVectors", "SmileCompressedVectors", "CBORCompressedVectors"), VECTORS));
        assertThat(simple(list("Compressed"))).isEqualTo(names(expected.toArray(new String[0])));
    }

    @Test
    void otherFormatsFamily() throws Exception {
        List<String> expected = product(List.of("AvroReadWrite", "ProtobufReadWrite", "KryoReadWrite", "ThriftManualReadWrite", "JdkSerialReadWrite"), SMALL);
        expected.addAll(product(List.of("AvroVectors", "ProtobufVectors", "KryoVectors", "ThriftManualVectors", "JdkSerialVectors"), VECTORS));
        assertThat(simple(list("dev.jfpbench.formats."))).isEqualTo(names(expected.toArray(new String[0])));
    }

    @Test
    void startupFamily() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("startup.in.jar"), "no start-up benchmarks in this jar");
        List<String> expected = product(List.of("StartupJacksonDefault", "StartupJacksonFast", "StartupAfterburner", "StartupBlackbird", "StartupJacksonJr",
                        "StartupDslJson", "StartupFastjson2", "StartupAvajeJsonb"),
                List.of("buildMapper", "firstCurrency", "firstMediaItem", "firstVectors"));
        assertThat(simple(list("Startup"))).isEqualTo(names(expected.toArray(new String[0])));
    }
}
