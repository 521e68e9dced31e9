package dev.jfpbench.report.power;

import dev.jfpbench.report.Fixtures;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The nightly's design lives in scripts/paired.sh (jfp_gate_design); the resampler that states its power reads the
 * same least rounds and budget from {@link GateResampler.Rule}. This holds the two equal, so the stated power is the
 * power of the design that runs.
 */
class GateDesignDefaultsTest {

    /** The default of {@code ${NAME:-N<suffix>}} in the script, when there is exactly one. */
    static OptionalInt shellDefault(String script, String name, String suffix) {
        Matcher m = Pattern.compile("\\$\\{" + name + ":-(\\d+)" + Pattern.quote(suffix) + "}").matcher(script);
        if (!m.find()) {
            return OptionalInt.empty();
        }
        int v = Integer.parseInt(m.group(1));
        return m.find() ? OptionalInt.empty() : OptionalInt.of(v);
    }

    @Test
    void pairedShellDefaultsAreTheResamplersRule() throws IOException {
        String script = Files.readString(Fixtures.repoRoot().resolve("scripts/paired.sh"), StandardCharsets.UTF_8);
        assertThat(shellDefault(script, "NIGHTLY_ROUNDS", "")).hasValue(GateResampler.Rule.NIGHTLY_LEAST_ROUNDS);
        assertThat(shellDefault(script, "NIGHTLY_BUDGET", "m")).hasValue(GateResampler.Rule.NIGHTLY_BUDGET_MINUTES);
        assertThat(shellDefault(script, "NIGHTLY_SEE", "%")).hasValue(GateResampler.Rule.NIGHTLY_SEE_PERCENT);
        assertThat(shellDefault(script, "NIGHTLY_FLOOR", "%")).hasValue(GateResampler.Rule.NIGHTLY_FLOOR_PERCENT);
    }

    @Test
    void aDriftedDefaultIsSeen() {
        String drifted = "JFP_GATE_ROUNDS=\"${NIGHTLY_ROUNDS:-" + (GateResampler.Rule.NIGHTLY_LEAST_ROUNDS + 1) + "}\"\nJFP_GATE_BUDGET=\"${NIGHTLY_BUDGET:-30m}\"";
        assertThat(shellDefault(drifted, "NIGHTLY_ROUNDS", "")).hasValue(GateResampler.Rule.NIGHTLY_LEAST_ROUNDS + 1);
        assertThat(shellDefault(drifted, "NIGHTLY_BUDGET", "m")).hasValue(30);
        assertThat(shellDefault("no default here", "NIGHTLY_ROUNDS", "")).isEmpty();
    }
}
