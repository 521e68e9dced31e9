package dev.jfpbench.report.findings;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The order finding's statistic and its exact p-value: small when the adjacent rounds are the quiet ones, large when not. */
class OrderTableTest {
    static boolean[] alternate(int n) {
        boolean[] a = new boolean[n];
        for (int i = 0; i < n; i++) {
            a[i] = i % 2 == 1; // the engine's alternate order: odd rounds (from 1) shuffled, even ones adjacent
        }
        return a;
    }

    /** Cells whose log ratios spread by {@code shuffled} in odd rounds and {@code adjacent} in even ones. */
    static List<double[]> cells(int count, int rounds, double shuffled, double adjacent, long seed) {
        Random r = new Random(seed);
        List<double[]> out = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            double[] x = new double[rounds];
            for (int i = 0; i < rounds; i++) {
                x[i] = 0.3 + r.nextGaussian() * (i % 2 == 1 ? adjacent : shuffled);
            }
            out.add(x);
        }
        return out;
    }

    @Test
    void aRoundIsAdjacentWhenEveryPairRanInNeighbouringForks() {
        List<OrderTable.PairRounds> pairs = List.of(new OrderTable.PairRounds("jdk17 a.Fast", "jdk17 a.Default", new double[0]),
                new OrderTable.PairRounds("jdk17 b.Fast", "jdk17 b.Default", new double[0]));
        List<List<String>> order = List.of(
                List.of("jdk17 a.Fast", "jdk25 a.Fast", "jdk17 b.Default", "jdk17 a.Default", "jdk17 b.Fast"), // shuffled
                List.of("jdk25 a.Fast", "jdk17 b.Default", "jdk17 b.Fast", "jdk17 a.Default", "jdk17 a.Fast"), // adjacent
                List.of("jdk17 a.Fast", "jdk17 a.Default", "jdk17 b.Default", "jdk25 a.Fast", "jdk17 b.Fast")); // one pair by chance only
        assertThat(OrderTable.arrangements(order, pairs)).containsExactly(OrderTable.Arrangement.SHUFFLED, OrderTable.Arrangement.ADJACENT,
                OrderTable.Arrangement.SHUFFLED);
    }

    @Test
    void aRoundIsADuetWhenEveryPairRanAtOnce() {
        List<OrderTable.PairRounds> pairs = List.of(new OrderTable.PairRounds("jdk17 a.Fast", "jdk17 a.Default", new double[0]),
                new OrderTable.PairRounds("jdk17 b.Fast", "jdk17 b.Default", new double[0]));
        List<List<String>> order = List.of(
                List.of("jdk17 b.Default + jdk17 b.Fast", "jdk25 a.Fast", "jdk17 a.Fast + jdk17 a.Default"), // duet
                List.of("jdk17 b.Default + jdk17 b.Fast", "jdk17 a.Fast", "jdk17 a.Default"), // one pair at once only
                List.of("jdk17 a.Fast", "jdk17 a.Default", "jdk17 b.Default", "jdk17 b.Fast")); // side by side by chance
        OrderTable.Arrangement[] ran = OrderTable.arrangements(order, pairs);
        assertThat(ran).as("a duet session's sequential rounds are shuffled ones").containsExactly(OrderTable.Arrangement.DUET,
                OrderTable.Arrangement.SHUFFLED, OrderTable.Arrangement.SHUFFLED);
        assertThat(OrderTable.other(ran, "x.json")).isEqualTo(OrderTable.Arrangement.DUET);
        OrderTable.Arrangement[] both = {OrderTable.Arrangement.SHUFFLED, OrderTable.Arrangement.ADJACENT, OrderTable.Arrangement.DUET};
        assertThatThrownBy(() -> OrderTable.other(both, "x.json")).hasMessageContaining("one other arrangement");
    }

    @Test
    void pooledVariancesAreEachCellsAboutItsOwnMeanInEachOrder() {
        List<double[]> one = List.of(new double[] {0, 10, 2, 10, 4, 13}); // shuffled 0, 2, 4: var 4; adjacent 10, 10, 13: var 3
        double[] v = OrderTable.variances(one, alternate(6));
        assertThat(v[0]).isCloseTo(4, within(1e-12));
        assertThat(v[1]).isCloseTo(3, within(1e-12));
    }

    @Test
    void quieterAdjacentRoundsGiveTheSmallestPAndNoisierOnesALargeOne() {
        boolean[] a = alternate(8);
        assertThat(OrderTable.pValue(cells(27, 8, 0.08, 0.02, 1), a)).isEqualTo(1.0 / 70); // the least of 70 labellings
        assertThat(OrderTable.pValue(cells(27, 8, 0.02, 0.08, 2), a)).isGreaterThan(0.9);
        assertThat(OrderTable.pValue(cells(27, 8, 0.05, 0.05, 3), a)).isBetween(0.02, 0.98);
    }

    @Test
    void aCellMovesOnlyWhenItsMeanDiffersBetweenTheArrangementsBeyondChanceOverTheCells() {
        boolean[] a = alternate(12);
        List<double[]> same = cells(9, 12, 0.05, 0.05, 4);
        assertThat(OrderTable.moved(same, a)).isZero();
        List<double[]> shifted = new ArrayList<>(same);
        double[] x = same.get(0).clone();
        for (int i = 1; i < x.length; i += 2) {
            x[i] += 0.2; // the other arrangement's rounds 22% faster: four sds of the cell
        }
        shifted.set(0, x);
        assertThat(OrderTable.moved(shifted, a)).isEqualTo(1);
    }

    @Test
    void precisionPerMinuteIsInverseVarianceTimesRoundTimeWithABootstrapIntervalAroundIt() {
        boolean[] a = alternate(12);
        List<double[]> cells = cells(9, 12, 0.08, 0.04, 5);
        double[] seconds = new double[12];
        for (int i = 0; i < 12; i++) {
            seconds[i] = a[i] ? 100 : 200; // the other arrangement's rounds take half the time
        }
        double[] v = OrderTable.variances(cells, a);
        double[] e = OrderTable.efficiency(cells, a, seconds, new Random(1));
        assertThat(e[0]).isCloseTo(v[0] * 200 / (v[1] * 100), within(1e-9));
        assertThat(e[1]).isLessThan(e[0]);
        assertThat(e[2]).isGreaterThan(e[0]);
        assertThat(e[1]).as("four times the spread's variance, half the time: well above 1").isGreaterThan(1);
    }
}
