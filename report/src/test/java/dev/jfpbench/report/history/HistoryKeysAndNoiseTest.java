package dev.jfpbench.report.history;

import dev.jfpbench.report.analysis.Estimator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A trend is one ratio on one JDK and one CPU model; a point's own noise is read off its interval with Student's t. */
class HistoryKeysAndNoiseTest {
    private static final HistoryRecord.Ratio FD = new HistoryRecord.Ratio("X.read Fast/Default", "FAST_DEFAULT", 1.5, 1.4, 1.6, 0.95, "paired", 5, "faster");

    private static HistoryRecord record(String time, String runner, String cpu, String jdk) {
        return new HistoryRecord(HistoryRecord.SCHEMA, time, null, jdk, "2.23.0", runner, cpu, "nightly", List.of(FD), null, null, null);
    }

    @Test
    void runnersWithDifferentCpusNeverShareATrend(@TempDir Path dir) throws IOException {
        // two runners with one CPU model share a line; a third CPU model and another JDK get lines of their own
        record("2026-11-01T02:00:00Z", "runner-a", "AMD EPYC 7763", "17.0.15").write(dir.resolve("a.json"));
        record("2026-11-02T02:00:00Z", "runner-b", "AMD EPYC 7763", "17.0.15").write(dir.resolve("b.json"));
        record("2026-11-03T02:00:00Z", "runner-c", "Intel Xeon 8370C", "17.0.15").write(dir.resolve("c.json"));
        record("2026-11-04T02:00:00Z", "runner-a", "AMD EPYC 7763", "25.0.1").write(dir.resolve("d.json"));
        History h = History.read(List.of(dir), new Estimator(0.95, 0.05, 0), null);
        assertThat(h.sizes()).containsOnly(
                org.assertj.core.api.Assertions.entry("X.read Fast/Default · JDK 17 · AMD EPYC 7763", 2),
                org.assertj.core.api.Assertions.entry("X.read Fast/Default · JDK 17 · Intel Xeon 8370C", 1),
                org.assertj.core.api.Assertions.entry("X.read Fast/Default · JDK 25 · AMD EPYC 7763", 1));
    }

    @Test
    void aRecordWithoutACpuIsKeptApartByItsRunner() {
        assertThat(record("2026-11-01T02:00:00Z", "GitHub Actions 2-core", null, "17").machine()).isEqualTo("GitHub Actions 2-core");
        assertThat(record("2026-11-01T02:00:00Z", "GitHub Actions 2-core", "AMD EPYC 7763", "17").machine()).isEqualTo("AMD EPYC 7763");
        HistoryRecord.Ratio r = new HistoryRecord.Ratio("r", "FAST_DEFAULT", 1.0, null, null, 0.95, "paired", 1, "not_enough");
        assertThat(record("2026-11-01T02:00:00Z", "x", "CPU A", "17").trendKey(r))
                .isNotEqualTo(record("2026-11-01T02:00:00Z", "x", "CPU B", "17").trendKey(r));
    }

    @Test
    void aMovedBaselineNewForkOptionsOrAnotherModeStartALineOfTheirOwn() {
        HistoryRecord.Ratio sides = new HistoryRecord.Ratio("X.read candidate/baseline", "SIDES", 1.0, null, null, 0.95, "paired", 1, "not_enough");
        HistoryRecord.Ratio within = new HistoryRecord.Ratio("X.read Fast/Default", "FAST_DEFAULT", 1.0, null, null, 0.95, "paired", 1, "not_enough");
        HistoryRecord a = new HistoryRecord("1", "2026-11-01T02:00:00Z", "c1", "17", "2.23.0", "r", "CPU", "nightly", List.of(sides, within), "aaaaaaa1", "-i 10 -prof gc", "duet");
        HistoryRecord moved = new HistoryRecord("1", "2026-11-02T02:00:00Z", "c2", "17", "2.23.0", "r", "CPU", "nightly", List.of(sides, within), "bbbbbbb2", "-i 10 -prof gc", "duet");
        HistoryRecord forks = new HistoryRecord("1", "2026-11-03T02:00:00Z", "c3", "17", "2.23.0", "r", "CPU", "nightly", List.of(sides, within), "aaaaaaa1", "-i 20 -prof gc", "duet");
        HistoryRecord sequential = new HistoryRecord("1", "2026-11-04T02:00:00Z", "c4", "17", "2.23.0", "r", "CPU", "nightly", List.of(sides, within), "aaaaaaa1", "-i 10 -prof gc", "sequential");
        assertThat(a.trendKey(sides)).isNotEqualTo(moved.trendKey(sides)).isNotEqualTo(forks.trendKey(sides));
        // a ratio within one run does not depend on the baseline: only new fork options split it
        assertThat(a.trendKey(within)).isEqualTo(moved.trendKey(within)).isNotEqualTo(forks.trendKey(within));
        // two forks at once spread otherwise than one at a time: duet and sequential nights never share a line
        assertThat(a.trendKey(sides)).isNotEqualTo(sequential.trendKey(sides));
        assertThat(a.trendKey(within)).isNotEqualTo(sequential.trendKey(within));
        // an older record (no mode) ran sequentially: it shares the sequential line
        HistoryRecord older = new HistoryRecord("1", "2026-10-04T02:00:00Z", "c0", "17", "2.23.0", "r", "CPU", "nightly", List.of(sides, within), "aaaaaaa1", "-i 10 -prof gc", null);
        assertThat(older.trendKey(sides)).isEqualTo(sequential.trendKey(sides));
    }

    @Test
    void aPointsOwnNoiseUsesStudentsTWithNMinus1DegreesOfFreedom() {
        // 3 rounds at 95%: the interval was made with t(2) = 4.302653 (tables), not z = 1.959964
        double se = 0.01;
        double t2 = 4.302653;
        HistoryRecord.Ratio r = new HistoryRecord.Ratio("x", "FAST_DEFAULT", 1.0, Math.exp(-t2 * se), Math.exp(t2 * se), 0.95, "paired", 3, "same");
        double own = History.ownNoise(List.of(new History.Point(Instant.EPOCH, null, null, r)));
        assertThat(own).isCloseTo(se, within(1e-6));
        // the normal quantile would have said 0.022: more than twice the noise
        assertThat(own).isNotCloseTo(t2 * se / 1.959964, within(1e-3));
        // no interval, or one round: no noise figure from it
        HistoryRecord.Ratio one = new HistoryRecord.Ratio("x", "FAST_DEFAULT", 1.0, null, null, 0.95, "paired", 1, "not_enough");
        assertThat(History.ownNoise(List.of(new History.Point(Instant.EPOCH, null, null, one)))).isZero();
    }
}
