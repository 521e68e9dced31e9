package dev.jfpbench.runner;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.rounds.RoundFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@code scripts/ab.sh 'JsonSharedReadWrite'} prints at the end of its rounds for the thread leaves: the
 * per-thread scaling ratio (the 2-thread leaf's throughput over its threads, over the 1-thread leaf's) with its
 * paired interval, from the rounds table the engine prints for one side.
 */
class ThreadsRatioLineTest {
    @Test
    void theRoundsTablePrintsThePerThreadRatioWithItsInterval(@TempDir Path dir) throws Exception {
        double[] swing = {1000, 400, 1600, 700, 250, 1200};
        double[] jitter = {1.00, 1.01, 0.99, 1.005, 0.995, 1.00};
        double[] two = new double[swing.length];
        for (int r = 0; r < swing.length; r++) {
            two[r] = swing[r] * 1.8 * jitter[r]; // two threads together do 1.8 times one thread's work: 0.90 per thread
        }
        Path file = RoundFixtures.file(dir, "threads.json",
                RoundFixtures.entry("dev.jfpbench.concurrency.JsonSharedReadWrite1Thread.readMessageDefault", "thrpt", "ops/s", RoundFixtures.rounds(swing, 1.0), 1),
                RoundFixtures.entry("dev.jfpbench.concurrency.JsonSharedReadWrite2Threads.readMessageDefault", "thrpt", "ops/s", RoundFixtures.rounds(two, 1.0), 2));
        RoundFixtures.sidecar(file, "threads", "run", swing.length);
        List<Run> runs = Run.load(List.of(file), List.of("run"));
        Estimator e = new Estimator(0.99, 0.05, 0);
        List<Estimate> estimates = RoundsEngine.estimates(runs, e);
        String text = RoundsCommand.table(estimates, e, "99% CI").text();
        assertThat(text.lines().filter(l -> l.contains("2Threads/1Thread"))).singleElement().asString()
                .startsWith("JsonSharedReadWrite.readMessageDefault per thread 2Threads/1Thread")
                .containsPattern(" 6 +0\\.900× +0\\.8[0-9]+–0\\.9[0-9]+ +±[0-9.]+% +slower$");
    }
}
