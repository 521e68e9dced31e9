package dev.jfpbench.runner;

import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Table;

import dev.jfpbench.compress.SizeTable;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Bytes on the wire: raw, gzip and LZF bytes per dataset and format, from {@link SizeTable#rows()} (module
 * compress): exactly the documents the compress and formats benchmarks read and write.
 */
final class WireSizes {
    private WireSizes() {
    }

    /** The table; any failure to build the documents is one line of bad input, never a stack trace. */
    static Table table() {
        List<SizeTable.Row> rows;
        // Building the codecs may print (e.g. a schema note): keep stdout for the tool's own output.
        PrintStream stdout = System.out;
        System.setOut(System.err);
        try {
            rows = SizeTable.rows();
        } catch (RuntimeException | LinkageError e) {
            throw new BadInputException("cannot build the size table (module compress on the class path?): " + e);
        } finally {
            System.setOut(stdout);
        }
        Table t = new Table(List.of("Dataset", "Format", "Raw bytes", "gzip bytes", "gzip / raw", "LZF bytes", "LZF / raw"), "llrrrrr");
        for (SizeTable.Row r : rows) {
            t.add(List.of(r.dataset, r.format, bytes(r.raw), bytes(r.gzip), share(r.gzip, r.raw), bytes(r.lzf), share(r.lzf, r.raw)));
        }
        return t;
    }

    private static String bytes(long b) {
        return String.format(Locale.ROOT, "%,d", b);
    }

    private static String share(long part, long whole) {
        return whole == 0 ? "n/a" : String.format(Locale.ROOT, "%.0f%%", 100.0 * part / whole);
    }
}
