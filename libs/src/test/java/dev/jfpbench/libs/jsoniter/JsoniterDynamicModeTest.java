package dev.jfpbench.libs.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.EncodingMode;
import com.jsoniter.output.JsonStream;
import com.jsoniter.spi.DecodingMode;
import dev.jfpbench.core.model.Currency;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Documents why jsoniter is measured in reflection mode only: its code-generation mode (the one its speed is
 * known for, javassist) fails on JDK 17 and later. The mode is JVM-wide and cannot be switched back, so it is
 * tried in a child JVM. The day it works, this test fails and says so: then measure that mode too.
 */
class JsoniterDynamicModeTest {
    static final String JSON = "{\"base\":\"USD\",\"time_last_updated\":1,\"rates\":{\"EUR\":0.86}}";

    /** In the child JVM: tries dynamic mode on both sides, prints one line per side. */
    public static void main(String[] args) {
        JsonIterator.setMode(DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH);
        JsonStream.setMode(EncodingMode.DYNAMIC_MODE);
        try {
            Currency c = JsonIterator.deserialize(JSON.getBytes(StandardCharsets.UTF_8), Currency.class);
            System.out.println("read OK " + c.rates);
        } catch (RuntimeException e) {
            System.out.println("read FAILED " + e.getMessage().split("\n", 2)[0]);
        }
        try {
            Currency c = new Currency();
            c.base = "USD";
            System.out.println("write OK " + JsonStream.serialize(c));
        } catch (RuntimeException e) {
            System.out.println("write FAILED " + e.getMessage().split("\n", 2)[0]);
        }
    }

    @Test
    void codeGenerationModeFailsOnThisJdk() throws Exception {
        Process p = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), JsoniterDynamicModeTest.class.getName())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(out)
                .as("jsoniter's dynamic (javassist) mode on Java " + Runtime.version().feature()
                        + ": if it works now, measure it next to the reflection mode")
                .contains("read FAILED failed to generate decoder")
                .contains("write FAILED failed to generate encoder");
    }
}
