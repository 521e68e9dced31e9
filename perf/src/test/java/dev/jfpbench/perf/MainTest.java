package dev.jfpbench.perf;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The closing line follows a run a person started, and nothing else. */
class MainTest {
    @Test
    void aRunEndsWithWhatRanAndTheCommandForAVerdict() {
        assertThat(Main.next(".*StdReadVan.*readCurrencyPojo.*", "-f", "1")).hasValue(
                "jfp-bench: that was '.*StdReadVan.*readCurrencyPojo.*', one fork each: scores, not a verdict. For a verdict "
                        + "(each ratio with its 95% interval from paired rounds): scripts/ab.sh '.*StdReadVan.*readCurrencyPojo.*' --confidence 95%");
        assertThat(Main.next("A", "B")).get().asString().contains("'A|B', each benchmark's own forks");
        assertThat(Main.next("it's")).get().asString().endsWith("scripts/ab.sh 'it'\\''s' --confidence 95%");
    }

    @Test
    void listingsHelpAndToolRunsEndAsJmhEndsThem() {
        assertThat(Main.next("-l")).isEmpty();
        assertThat(Main.next("-lp", "X")).isEmpty();
        assertThat(Main.next("-h")).isEmpty();
        assertThat(Main.next("X", "-f", "1", "-rf", "json", "-rff", "/tmp/x.json")).isEmpty();
        assertThat(Main.next("-nonsense-option")).isEmpty();
    }
}
