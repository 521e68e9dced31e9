package dev.jfpbench.report.findings;

/**
 * A published finding: a table computed from committed result files. Its {@link #id} names the generated blocks
 * that show it in the docs ({@code <!-- finding:ID -->} ... {@code <!-- /finding:ID -->}).
 */
public interface Finding {
    String id();

    /** What it answers, one line. */
    String title();

    FindingTable table(Context context);
}
