package dev.jfpbench.report.sections;

import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.Significance;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Estimator;

import java.util.List;
import java.util.Optional;

/** The runs (one row per result file, with its sidecar), what to know about them, and how every ratio below is made. */
public final class RunsSection implements Section {
    @Override
    public String markdown(Analysis a, Charts charts) {
        StringBuilder sb = new StringBuilder();
        Table t = new Table(List.of("Run", "File", "JDK", "Jackson", "FastDoubleParser", "Machine", "Forks' JVM", "Commit", "Started"), "lllllllll");
        for (Run r : a.files()) {
            Optional<RunMetadata> m = r.meta();
            String label = a.runs().stream().filter(x -> x.files().contains(r)).map(Run::label).findFirst().orElse(r.label());
            t.add(List.of(label, "`" + r.file().getFileName() + "`", r.jdk(),
                    m.map(x -> x.libraries().getOrDefault("jackson-databind", "")).orElse(""),
                    m.map(x -> x.libraries().getOrDefault("fastdoubleparser", "")).orElse(""),
                    m.map(RunMetadata::machine).map(x -> x.cpu() + ", " + x.cores() + " cores, " + x.os()).orElse(""),
                    m.map(RunsSection::forkJvm).orElse(""),
                    m.map(RunMetadata::git).filter(g -> g.commit() != null).map(g -> g.commit().substring(0, Math.min(10, g.commit().length()))
                            + (Boolean.TRUE.equals(g.dirty()) ? " (dirty)" : "")).orElse(""),
                    m.map(x -> x.start() == null ? "" : x.start()).orElse("")));
        }
        sb.append(t.markdown()).append('\n');
        a.runs().stream().filter(r -> r.parts().size() > 1).forEach(r -> sb.append("**Note:** ").append(r.label()).append(" is ")
                .append(r.parts().size()).append(" result files merged into one run (each file's sidecar above)")
                .append(r.parts().stream().map(Run::jdk).distinct().count() > 1 ? "; **they ran on different JDKs**" : "")
                .append(".\n\n"));
        for (Run r : a.files()) {
            r.meta().filter(m -> !m.complete()).ifPresent(m -> {
                sb.append("**Warning:** `").append(r.file().getFileName()).append("` is from a run that did not complete (exit ")
                        .append(m.exitCode()).append(")");
                if (m.failure() != null) {
                    sb.append(": ").append(m.failure());
                }
                if (!m.notRun().isEmpty()) {
                    sb.append("; not run: ").append(String.join(", ", m.notRun()));
                }
                sb.append(".\n\n");
            });
        }
        a.notes().forEach(n -> sb.append("**Note:** ").append(n).append("\n\n"));
        sb.append(rule(a.estimator())).append("\n\n");
        return sb.toString();
    }

    /** "G1 Young Generation/G1 Old Generation, heap 512 MB, 2 processors (set: --gc G1, --cpus 2)": what the forks saw and were set to. */
    static String forkJvm(RunMetadata m) {
        String saw = m.forkJvm() == null ? "" : m.forkJvm().describe();
        String set = m.forkSettings();
        return set.isEmpty() ? saw : saw.isEmpty() ? "set: " + set : saw + " (set: " + set + ")";
    }

    /** How every ratio of the report is made, in one paragraph. */
    static String rule(Estimator e) {
        return "Every comparison below is a ratio of speeds (above 1.00×: the first named is faster; times are inverted) with its "
                + Significance.Percent.format(e.confidence() * 100) + " interval, stated once: from paired rounds (" + dev.jfpbench.report.stats.PairedRatio.METHOD + ") where both results come from one paired session, otherwise Welch's interval on the log fork scores (each fork's median "
                + "of its iterations near its best; \"no interval\" below two forks a side" + (e.runNoise() > 0 ? ", allowing " + Significance.Percent.format(e.runNoise() * 100)
                + " of run-to-run drift between separate runs" : "") + "). The verdict is read off that interval (dev.jfpbench.report.stats.RatioVerdict): faster or slower when it excludes "
                + "1; same within ±" + Significance.Percent.format(e.threshold() * 100) + " when the whole interval lies within it; inconclusive otherwise.";
    }
}
