package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Fixtures;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.rounds.RoundFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The per-thread scaling ratio: each thread-count leaf paired by name with its stem's {@code 1Thread} leaf (same
 * method, mode, parameters), and its throughput divided by the result's {@code threads} (JMH sums the threads'
 * operations), in paired rounds with an interval.
 */
class ThreadsTest {
    private static final String P = "dev.jfpbench.concurrency.";
    // Per-round speeds that swing by 4x: only pairing within rounds sees a 10% loss per thread through that.
    static final double[] SWING = {1000, 400, 1600, 700, 250, 1200};
    static final double[] JITTER = {1.00, 1.01, 0.99, 1.005, 0.995, 1.00};

    static BenchmarkKey key(String name) {
        return BenchmarkKey.of(P + name, "thrpt", Map.of());
    }

    @Test
    void eachThreadCountIsPairedWithItsOneThreadLeaf() {
        List<BenchmarkKey> keys = List.of(key("JsonSharedReadWrite1Thread.readMessageDefault"), key("JsonSharedReadWrite2Threads.readMessageDefault"),
                key("JsonSharedReadWriteMaxThreads.readMessageDefault"), key("JsonSharedReadWriteVirtualThreads.readMessageDefault"),
                key("JsonSharedReadWrite2Threads.parseMessageDefault"), // no one-thread twin: no ratio
                key("JsonPerCallReadWriteMaxThreads.readMessageSharedDefault"), key("JsonPerCallReadWrite1Thread.readMessageSharedDefault"),
                key("JsonStdReadVanilla.readCurrencyPojoDefault"), BenchmarkKey.of(P + "JsonSharedReadWrite2Threads.readMessageDefault", "avgt", Map.of()));
        assertThat(References.find(keys, Reference.Kind.THREADS)).extracting(Reference::name).containsExactly(
                "JsonPerCallReadWrite.readMessageSharedDefault per thread MaxThreads/1Thread",
                "JsonSharedReadWrite.readMessageDefault per thread 2Threads/1Thread",
                "JsonSharedReadWrite.readMessageDefault per thread MaxThreads/1Thread",
                "JsonSharedReadWrite.readMessageDefault per thread VirtualThreads/1Thread");
        assertThat(References.find(keys, Reference.Kind.THREADS)).allSatisfy(r -> {
            assertThat(r.denominator().simpleClassName()).endsWith(References.ONE_THREAD);
            assertThat(r.denominator().method()).isEqualTo(r.numerator().method());
            assertThat(r.denominator().mode()).isEqualTo(r.numerator().mode());
        });
        // shards and duets keep each thread count with its reference
        assertThat(References.groups(keys)).contains(List.of(P + "JsonSharedReadWrite1Thread.readMessageDefault", P + "JsonSharedReadWrite2Threads.readMessageDefault",
                P + "JsonSharedReadWriteMaxThreads.readMessageDefault", P + "JsonSharedReadWriteVirtualThreads.readMessageDefault"));
        assertThat(References.threadsReference(key("JsonSharedReadWrite1Thread.readMessageDefault"))).isEmpty();
    }

    static Run twoThreadsRun(Path dir, double perThread) throws Exception {
        double[] one = new double[SWING.length];
        double[] two = new double[SWING.length];
        for (int r = 0; r < SWING.length; r++) {
            one[r] = SWING[r];
            two[r] = SWING[r] * 2 * perThread * JITTER[r]; // two threads' operations together
        }
        Path run = RoundFixtures.file(dir, "threads.json",
                RoundFixtures.entry(P + "JsonSharedReadWrite1Thread.readMessageDefault", "thrpt", "ops/s", RoundFixtures.rounds(one, 1.0), 1),
                RoundFixtures.entry(P + "JsonSharedReadWrite2Threads.readMessageDefault", "thrpt", "ops/s", RoundFixtures.rounds(two, 1.0), 2));
        RoundFixtures.sidecar(run, "threads", "run", SWING.length);
        return Run.load(List.of(run), List.of("run")).get(0);
    }

    /** Two threads doing 1.8 times one thread's operations: 0.90 per thread, paired round by round, with its interval. */
    @Test
    void theRatioIsPerThreadWithItsPairedInterval(@TempDir Path dir) throws Exception {
        Run run = twoThreadsRun(dir, 0.9);
        List<Estimate> all = new Estimator(0.99, 0.05, 0).session(List.of(run));
        assertThat(all).singleElement().satisfies(e -> {
            assertThat(e.name()).isEqualTo("JsonSharedReadWrite.readMessageDefault per thread 2Threads/1Thread");
            assertThat(e.method()).isEqualTo(Estimate.Method.PAIRED);
            assertThat(e.ci().ratio()).isCloseTo(0.9, within(0.005));
            assertThat(e.ci().low()).isLessThan(0.9).isGreaterThan(0.85);
            assertThat(e.ci().high()).isGreaterThan(0.9).isLessThan(0.95);
            assertThat(e.ratioWithInterval()).startsWith("0.900× (0.8");
        });
        // One thread's own speed is its score: the division is by the result's threads
        assertThat(Estimator.speeds(run.get(key("JsonSharedReadWrite1Thread.readMessageDefault")).orElseThrow(), "ops/s")).containsExactly(SWING);
    }

    /** Scaling perfectly: 1.00 per thread, the same verdict; in time modes JMH's score is already per thread. */
    @Test
    void perfectScalingIsOneAndTimesAreNotDivided(@TempDir Path dir) throws Exception {
        Estimate e = new Estimator(0.99, 0.05, 0).session(List.of(twoThreadsRun(dir, 1.0))).get(0);
        assertThat(e.ci().ratio()).isCloseTo(1.0, within(0.005));
        assertThat(e.verdict().changed()).isFalse();
        Path avgt = RoundFixtures.file(dir, "avgt.json",
                RoundFixtures.entry(P + "JsonSharedReadWrite1Thread.readMessageDefault", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.0), 1),
                RoundFixtures.entry(P + "JsonSharedReadWrite2Threads.readMessageDefault", "avgt", "us/op", RoundFixtures.rounds(SWING, 1.1), 2));
        RoundFixtures.sidecar(avgt, "avgt", "run", SWING.length);
        Estimate t = new Estimator(0.99, 0.05, 0).session(Run.load(List.of(avgt), List.of("run"))).get(0);
        assertThat(t.ci().ratio()).as("10% more time per operation on each thread").isCloseTo(1 / 1.1, within(1e-9));
    }

    /** The report's section: the ratio with its interval and verdict, a row per thread count. */
    @Test
    void theReportShowsThePerThreadScaling(@TempDir Path dir) throws Exception {
        twoThreadsRun(dir, 0.9);
        Fixtures.Outcome o = Fixtures.tool("report", dir.resolve("threads.json"), "--out", dir.resolve("out"));
        assertThat(o.exitCode()).as(o.err()).isZero();
        String md = Files.readString(dir.resolve("out").resolve("report.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("## Threads: per-thread scaling")
                .containsPattern("\\| JsonSharedReadWrite\\.readMessageDefault per thread 2Threads/1Thread \\| thrpt \\| 0\\.900× \\(0\\.8[0-9]+–0\\.9[0-9]+\\), \\*\\*slower\\*\\* \\|");
    }
}
