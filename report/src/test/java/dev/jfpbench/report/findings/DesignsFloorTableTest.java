package dev.jfpbench.report.findings;

import dev.jfpbench.report.findings.DesignsTable.Design;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The typical round's sd from two rounds a cell: it finds a known sd, excludes one a tenth off, and a tail of odd forks does not own it. */
class DesignsFloorTableTest {
    private static double[] distances(double sd, int n, long seed) {
        Random r = new Random(seed);
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = Math.abs(sd * r.nextGaussian() - sd * r.nextGaussian());
        }
        return d;
    }

    @Test
    void theTypicalSdIsTheNormalsAndItsIntervalExcludesOneATenthOff() {
        double[] d = distances(0.02, 4000, 1);
        assertThat(DesignsFloorTable.typical(d)).isCloseTo(0.02, within(0.0008));
        double[] ci = DesignsFloorTable.typicalInterval(d);
        assertThat(ci[0]).isLessThan(0.02).isGreaterThan(0.018);
        assertThat(ci[1]).isGreaterThan(0.02).isLessThan(0.022);
    }

    @Test
    void aTenthOfCellsFarApartMovesThePooledSdNotTheTypical() {
        double[] d = distances(0.02, 1000, 2);
        for (int i = 0; i < d.length; i += 10) {
            d[i] = 0.3;
        }
        assertThat(DesignsFloorTable.typical(d)).as("the median moves to the clean rounds' 56th percentile, a seventh up").isBetween(0.02, 0.024);
        double pooled = Math.sqrt(java.util.Arrays.stream(d).map(x -> x * x / 2).average().orElseThrow());
        assertThat(pooled).isGreaterThan(0.06);
    }

    @Test
    void theRatioOfTwoDesignsFindsHalfAndExcludesOne() {
        double[] turns = distances(0.01, 300, 3);
        double[] duet = distances(0.02, 300, 4);
        List<double[]> cells = new ArrayList<>();
        for (int i = 0; i < turns.length; i++) {
            cells.add(new double[] {turns[i], duet[i], duet[i]});
        }
        double[] r = DesignsFloorTable.ratio(cells, Design.TURNS, Design.DUET);
        assertThat(r[0]).isCloseTo(0.5, within(0.08));
        assertThat(r[1]).isLessThan(0.5);
        assertThat(r[2]).isGreaterThan(0.5).isLessThan(1);
    }

    @Test
    void theExactIntervalOfAShareHoldsNoneAndAll() {
        assertThat(DesignsFloorTable.exact(27, 0)[0]).isZero();
        assertThat(DesignsFloorTable.exact(27, 0)[1]).isCloseTo(1 - Math.pow(0.025, 1.0 / 27), within(1e-9));
        assertThat(DesignsFloorTable.exact(27, 27)[1]).isEqualTo(1);
        for (int k = 1; k < 81; k++) {
            double[] ci = DesignsFloorTable.exact(81, k);
            var reference = new org.apache.commons.math3.stat.interval.ClopperPearsonInterval().createInterval(81, k, 0.95);
            assertThat(ci[0]).isCloseTo(reference.getLowerBound(), within(1e-9));
            assertThat(ci[1]).isCloseTo(reference.getUpperBound(), within(1e-9));
        }
    }
}
