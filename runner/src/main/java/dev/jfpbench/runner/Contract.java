package dev.jfpbench.runner;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The contract selections: the regexes published results, baselines and the nightly select, and exactly the
 * benchmarks (simple class name and method) each must select. This is the one place they are written; the nightly
 * asks for them ({@code RunTool select --contract}), a test on the built jar checks each selection, and the docs show
 * them through a generated block.
 */
public final class Contract {
    private Contract() {
    }

    /** A regex (JMH matches it anywhere in a benchmark's name) and the benchmarks it must select, no more, no fewer. */
    public record Selection(String regex, List<String> selects) {
        /** True when another selection selects every benchmark this one does: the nightly needs only the others. */
        boolean within(List<Selection> all) {
            return all.stream().anyMatch(o -> o != this && o.selects.size() > selects.size() && o.selects.containsAll(selects));
        }
    }

    private static List<String> each(List<String> classes, String... methods) {
        return classes.stream().flatMap(c -> java.util.Arrays.stream(methods).map(m -> c + "." + m)).toList();
    }

    private static final List<String> READS = List.of("JsonStdReadVanilla", "SmileStdReadVanilla", "CBORStdReadVanilla");
    private static final List<String> WRITES = List.of("JsonStdWriteVanilla", "SmileStdWriteVanilla", "CBORStdWriteVanilla");

    public static final List<Selection> SELECTIONS = List.of(
            new Selection(".*Json.*StdReadVanilla.readCurrencyPojo.*", each(List.of("JsonStdReadVanilla"), "readCurrencyPojoDefault", "readCurrencyPojoFast")),
            new Selection(".*StdReadVan.*readCurrencyPojo.*", each(READS, "readCurrencyPojoDefault", "readCurrencyPojoFast")),
            new Selection(".*StdReadVan.*PojoMedia.*", each(READS, "readPojoMediaItem")),
            new Selection(".*Json.*StdWriteVanilla.writeCurrencyPojo.*", each(List.of("JsonStdWriteVanilla"), "writeCurrencyPojoDefault", "writeCurrencyPojoFast")),
            new Selection(".*StdWriteVan.*writeCurrencyPojo.*", each(WRITES, "writeCurrencyPojoDefault", "writeCurrencyPojoFast")),
            new Selection("VectorHeavy", each(List.of("VectorHeavyReadWrite"), "defaultRead", "defaultWrite", "defaultWriteAndRead", "fastFPRead",
                    "fastFPWrite", "fastFPWriteAndRead")));

    /** The nightly's selection: every contract benchmark, as one regex of the selections no other one contains. */
    public static String union() {
        return SELECTIONS.stream().filter(s -> !s.within(SELECTIONS)).map(Selection::regex).collect(Collectors.joining("|"));
    }
}
