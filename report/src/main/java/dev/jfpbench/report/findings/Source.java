package dev.jfpbench.report.findings;

import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.rounds.RoundsInfo;

import java.util.Optional;

/**
 * Where a finding's numbers come from: one committed result file and what its sidecar says of it (date, commit,
 * JDK, Jackson, CPU, rounds, the session's wall time, the command that made it). {@code file} is relative to the repository root.
 */
public record Source(String file, String date, String commit, String jdk, String jackson, String cpu, int cores, int rounds, String mode,
                     String command, double minutes, double jobMinutes) {

    static Source of(String file, Run run) {
        Optional<RunMetadata> m = run.meta();
        Optional<RoundsInfo> r = run.rounds();
        String start = m.map(RunMetadata::start).orElse("");
        return new Source(file,
                start.length() >= 10 ? start.substring(0, 10) : "date unknown",
                m.map(RunMetadata::git).map(RunMetadata.Git::commit).map(c -> c.length() > 7 ? c.substring(0, 7) : c).orElse("unknown"),
                m.map(RunMetadata::jdk).map(RunMetadata.Jdk::version).orElse(run.results().get(0).jdkVersion()),
                m.map(x -> x.libraries().get("jackson-databind")).orElse("unknown"),
                m.map(RunMetadata::machine).map(RunMetadata.Machine::cpu).orElse("unknown"),
                m.map(RunMetadata::machine).map(RunMetadata.Machine::cores).orElse(0),
                r.map(RoundsInfo::rounds).orElse(0),
                r.map(RoundsInfo::mode).orElse(null),
                m.map(RunMetadata::script).orElse(m.map(x -> String.join(" ", x.command())).orElse("unknown")),
                m.filter(x -> x.start() != null && x.end() != null)
                        .map(x -> java.time.Duration.between(java.time.Instant.parse(x.start()), java.time.Instant.parse(x.end())).toSeconds() / 60.0)
                        .orElse(Double.NaN),
                // a nightly's whole job, its builds included: from the job's start (the sidecar's rounds.jobStart) to the end
                r.map(RoundsInfo::jobStart).flatMap(j -> m.map(RunMetadata::end)
                                .map(e -> java.time.Duration.between(java.time.Instant.parse(j), java.time.Instant.parse(e)).toSeconds() / 60.0))
                        .orElse(Double.NaN));
    }

    /** "5 paired rounds (duet)", "8 paired rounds (in turns)", or "not made in rounds". */
    public String roundsText() {
        if (rounds == 0) {
            return "not made in rounds";
        }
        return rounds + (rounds == 1 ? " paired round" : " paired rounds") + (RoundsInfo.DUET.equals(mode) ? " (duet)"
                : RoundsInfo.TURNS.equals(mode) ? " (in turns)" : mode != null && mode.contains("+") ? " (" + mode.replace("+", ", ") + " by turns)" : "")
                + (Double.isNaN(minutes) ? "" : String.format(java.util.Locale.ROOT, " in %.0f min", minutes))
                + (Double.isNaN(jobMinutes) ? "" : String.format(java.util.Locale.ROOT, " (the whole job, its builds included: %.0f min)", jobMinutes));
    }
}
