package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.sections.AllocationSection;
import dev.jfpbench.report.sections.BetweenRunsSection;
import dev.jfpbench.report.sections.ComparisonSection;
import dev.jfpbench.report.sections.ConversionSection;
import dev.jfpbench.report.sections.CompressionSection;
import dev.jfpbench.report.sections.DigitsSection;
import dev.jfpbench.report.sections.LibrariesSection;
import dev.jfpbench.report.sections.RatiosSection;
import dev.jfpbench.report.sections.ResultsSection;
import dev.jfpbench.report.sections.RunsSection;
import dev.jfpbench.report.sections.Section;
import dev.jfpbench.report.sections.StartupSection;
import dev.jfpbench.report.sections.ThroughputSection;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * report.md and its charts for one or more runs: the sections in order, each a small class over one
 * {@link Analysis}. With several runs every table has one column per run.
 */
public final class Report {
    static final List<Section> SECTIONS = List.of(
            new RunsSection(),
            new ComparisonSection(),
            new BetweenRunsSection(),
            new RatiosSection(Reference.Kind.FAST_DEFAULT, "Default vs Fast",
                    "The fast floating-point configuration over the default (above 1.00×: Fast is faster). A ratio that shrinks from one "
                            + "column to the next: Default caught up with Fast. In Smile and CBOR the numbers are binary, so Fast/Default "
                            + "should be about 1.00× there: a built-in noise control.", "fast-vs-default"),
            new ConversionSection(),
            new DigitsSection(),
            new RatiosSection(Reference.Kind.JACKSON3, "Jackson 2 vs 3",
                    "Each Jackson 3 benchmark (`<Format>3<Operation>`) over its Jackson 2 twin (same method, same input, same checks), "
                            + "in the same run (above 1.00×: Jackson 3 is faster); both majors set to the same floating-point configuration.",
                    "jackson3-vs-2"),
            new RatiosSection(Reference.Kind.FORMAT_JSON, "Formats vs JSON",
                    "Each format over JSON for the same operation (above 1.00×: faster than JSON). Beyond the Jackson formats: "
                            + "`ReadWrite.*` and `Vectors.*` are the compress benchmarks with compression=none (JSON, Smile, CBOR, XML through "
                            + "Jackson) beside the formats module (Avro, Protobuf, Kryo, Thrift, JDK serialization).", "formats-vs-json"),
            new RatiosSection(Reference.Kind.THREADS, "Threads: per-thread scaling",
                    "Each benchmark on more threads over the same on one thread, per thread (its throughput divided by its thread count; "
                            + "`MaxThreads`: as many as the fork's CPUs, `VirtualThreads`: as many virtual threads). 1.00×: the threads cost "
                            + "each other nothing; below: they wait for each other (Jackson's shared state) or for the machine (its CPUs, caches, "
                            + "memory).", "threads-scaling"),
            new LibrariesSection(),
            new CompressionSection(),
            new StartupSection(),
            new ThroughputSection(),
            new AllocationSection(),
            new ResultsSection());

    private final Analysis analysis;

    public Report(Analysis analysis) {
        this.analysis = analysis;
    }

    /** Writes report.md and the charts (PNG and SVG) into {@code dir}; returns report.md. */
    public Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Charts charts = new Charts(dir);
        StringBuilder sb = new StringBuilder("# jfp-bench report\n\n");
        for (Section s : SECTIONS) {
            sb.append(s.markdown(analysis, charts));
        }
        Path md = dir.resolve("report.md");
        Path tmp = dir.resolve("report.md.tmp");
        Files.writeString(tmp, sb.toString(), StandardCharsets.UTF_8);
        Files.move(tmp, md, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return md;
    }
}
