package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** The jar's verifier: what it selects, what it prints, its exit codes. */
class VerifyTest {

    record Outcome(int exitCode, String out, String err) {
    }

    static Outcome verify(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Verify.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSelectionThatIsRightPassesAndSaysHowMuchItVerified() {
        Outcome o = verify("JsonStdReadVanilla.readCurrencyPojo", "OneUlpOff.parseRight");
        assertThat(o.exitCode()).as(o.err()).isEqualTo(Verify.VERIFIED);
        assertThat(o.out()).startsWith("Verified 3 benchmark methods (3 runs with their parameters) in ").doesNotContain("# payload");
        assertThat(o.err()).isEmpty();
    }

    @Test
    void everyParamValueIsVerifiedUnlessPSaysWhich() {
        assertThat(verify("JsonCompressedReadWrite.readCurrency").out()).startsWith("Verified 1 benchmark method (3 runs");
        assertThat(verify("JsonCompressedReadWrite.readCurrency", "-p", "compression=gzip").out()).startsWith("Verified 1 benchmark method (1 run ");
        assertThat(verify("JsonCompressedReadWrite.readCurrency", "-p", "compression=lzf,none").out()).startsWith("Verified 1 benchmark method (2 runs");
    }

    @Test
    void eLeavesOutWhatItMatchesAsInJmh() {
        assertThat(verify("jfpbenchtest\\.OneUlpOff", "-e", "parseNothing").exitCode()).isEqualTo(Verify.FAILED);
        Outcome o = verify("jfpbenchtest\\.OneUlpOff", "-e", "parseOneUlp");
        assertThat(o.exitCode()).as(o.err()).isEqualTo(Verify.VERIFIED);
        assertThat(o.out()).startsWith("Verified 1 benchmark method (1 run ");
    }

    @Test
    void aBenchmarkWrongByOneUlpFailsInOneLineNamingIt() {
        Outcome o = verify("jfpbenchtest\\.OneUlpOff");
        assertThat(o.exitCode()).isEqualTo(Verify.FAILED);
        assertThat(o.out()).isEmpty();
        assertThat(o.err()).isEqualTo("Verify: FAILED jfpbenchtest.OneUlpOff.parseOneUlpOff: parseOneUlpOff: expected 0.1"
                + " (0x3fb999999999999a) but was 0.10000000000000002 (0x3fb999999999999b)" + System.lineSeparator());
    }

    @Test
    void aMissingPayloadIsBadInputInOneLine() {
        Outcome o = verify("JsonPayloadReadWrite.readTreeFast", "-p", "payload=/no/such/file.json");
        assertThat(o.exitCode()).isEqualTo(Verify.BAD_INPUT);
        assertThat(o.err().lines()).singleElement().asString()
                .isEqualTo("Verify: dev.jfpbench.json.JsonPayloadReadWrite.readTreeFast {payload=/no/such/file.json}: payload file not found: /no/such/file.json");
    }

    @Test
    void badArgumentsAndEmptySelectionsAreOneLineAndExit2() {
        for (String[] args : new String[][]{{"NoSuchBenchmarkAnywhere"}, {"("}, {"-p", "compression"}, {"-x"}, {"Json", "-e"}, {"OneUlpOff", "-e", "OneUlpOff"}}) {
            Outcome o = verify(args);
            assertThat(o.exitCode()).as(String.join(" ", args)).isEqualTo(Verify.BAD_INPUT);
            assertThat(o.err().lines()).as(String.join(" ", args)).singleElement().asString().startsWith("Verify: ");
        }
    }

    @Test
    void aFailureDropAllowsIsDroppedAndWrittenDownAnyOtherStillFails(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("dropped.json");
        Outcome o = verify("jfpbenchtest\\.OneUlpOff", "--drop", "parseOneUlpOff$", "--dropped", file.toString());
        assertThat(o.exitCode()).as(o.err()).isEqualTo(Verify.VERIFIED);
        assertThat(o.out()).startsWith("Verified 1 benchmark method (1 run ").contains("; dropped 1 that --drop allows");
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile());
        assertThat(json.get("dropped")).hasSize(1);
        assertThat(json.get("dropped").get(0).get("benchmark").asText()).isEqualTo("jfpbenchtest.OneUlpOff.parseOneUlpOff");
        assertThat(json.get("dropped").get(0).get("reason").asText()).contains("expected 0.1");
        assertThat(json.get("benchmarks")).singleElement().extracting(com.fasterxml.jackson.databind.JsonNode::asText).isEqualTo("jfpbenchtest.OneUlpOff.parseOneUlpOff");
        assertThat(json.get("why").get(0).asText()).startsWith("OneUlpOff.parseOneUlpOff: parseOneUlpOff: expected 0.1"); // a reason that does not name its benchmark is prefixed
        // nothing dropped: an empty list, still written
        assertThat(verify("jfpbenchtest\\.OneUlpOff", "-e", "parseOneUlpOff", "--drop", "parseOneUlpOff$", "--dropped", file.toString()).exitCode())
                .isEqualTo(Verify.VERIFIED);
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).get("benchmarks")).isEmpty();
        // a failure --drop does not select fails as before, and half an option pair is bad input
        assertThat(verify("jfpbenchtest\\.OneUlpOff", "--drop", "parseRight$", "--dropped", file.toString()).exitCode()).isEqualTo(Verify.FAILED);
        assertThat(verify("jfpbenchtest\\.OneUlpOff", "--drop", "parseOneUlpOff$").exitCode()).isEqualTo(Verify.BAD_INPUT);
    }
}
