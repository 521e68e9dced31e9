package dev.jfpbench.report.sim;

import dev.jfpbench.report.findings.SimulatedRates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.nio.file.Path;

/**
 * The harness's tool command: the full run of every scenario, written to {@link SimulatedRates#FILE} (committed; the
 * findings read it). Runs only when asked ({@code -Djfpbench.sim.write=true}, {@link SimulatedRates#COMMAND}): it takes
 * minutes, and {@link SimulatedRatesTest} checks the committed file against a fraction of it in every build.
 */
class SimulateRates {
    static final long SEED = 1;

    @Test
    @EnabledIfSystemProperty(named = "jfpbench.sim.write", matches = "true")
    void writeTheCommittedRates() throws Exception {
        Path root = Path.of(System.getProperty("jfpbench.root", "..")).toAbsolutePath().normalize();
        long start = System.nanoTime();
        SimulatedRates rates = new Scenarios(Scenarios.nights(root), 1.0, SEED).rates(SimulatedRates.COMMAND);
        rates.write(root.resolve(SimulatedRates.FILE));
        System.out.printf("%d rates in %.0f s, written to %s%n", rates.rows().size(), (System.nanoTime() - start) / 1e9, SimulatedRates.FILE);
        rates.rows().forEach(r -> System.out.printf("%-28s %-60s %s%n", r.id(), r.published().substring(0, Math.min(60, r.published().length())), r.text()));
    }
}
