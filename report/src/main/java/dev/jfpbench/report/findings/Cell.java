package dev.jfpbench.report.findings;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.analysis.Cells;
import dev.jfpbench.report.analysis.Estimate;

import java.util.Optional;

/**
 * One cell of a finding's table: plain text, or a measured ratio ({@code estimate}) of {@code numerator} in
 * {@code file} over {@code denominator} in {@code baseFile} (the same file for a ratio within one run), files named
 * from the repository root, so a page can link them and {@code --explain} can recompute the ratio from them.
 *
 * @param prefix text shown before the ratio, e.g. the library that won ("Fastjson2/Jackson Fast ")
 */
public record Cell(String text, String prefix, Optional<Estimate> estimate, String file, String baseFile, BenchmarkKey numerator,
                   BenchmarkKey denominator) {

    public static Cell text(String text) {
        return new Cell(text, "", Optional.empty(), null, null, null, null);
    }

    /** A ratio within one file; {@code cite} is how the table cites its source ("[1]", "[2/1]"). */
    public static Cell within(String prefix, Estimate e, String file, BenchmarkKey numerator, BenchmarkKey denominator, String cite) {
        return new Cell(prefix + Cells.estimate(e, Context.THRESHOLD) + " " + cite, prefix, Optional.of(e), file, file, numerator, denominator);
    }

    /**
     * How a ratio changes between two sides of one session: {@code numerator}/{@code denominator} in {@code file} over
     * the same in {@code baseFile} (the only cell whose files and benchmarks both differ).
     */
    public static Cell change(Estimate e, String file, String baseFile, BenchmarkKey numerator, BenchmarkKey denominator, String cite) {
        return new Cell(Cells.estimate(e, Context.THRESHOLD) + " " + cite, "", Optional.of(e), file, baseFile, numerator, denominator);
    }

    /** Whether this is a {@link #change} cell. */
    public boolean isChange() {
        return file != null && !file.equals(baseFile) && !numerator.equals(denominator);
    }

    /** The same benchmark in two files (two sides of one session): {@code file} over {@code baseFile}. */
    public static Cell across(Estimate e, String file, String baseFile, BenchmarkKey key, String cite) {
        return new Cell(Cells.estimate(e, Context.THRESHOLD) + " " + cite, "", Optional.of(e), file, baseFile, key, key);
    }
}
