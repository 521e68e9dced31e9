package dev.jfpbench.report.sections;

import dev.jfpbench.report.Charts;
import dev.jfpbench.report.analysis.Analysis;

import java.io.IOException;

/** One section of report.md: Markdown (empty when it has nothing to say), charts written through {@code charts}. */
public interface Section {
    String markdown(Analysis a, Charts charts) throws IOException;
}
