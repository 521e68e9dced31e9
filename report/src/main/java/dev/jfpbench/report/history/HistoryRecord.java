package dev.jfpbench.report.history;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.analysis.References;
import dev.jfpbench.report.rounds.RoundsInfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The ratios one run measured within itself, with what they were measured on: the unit of the history. Ratios
 * (Fast/Default, format/JSON, library/Jackson, Jackson 3/2, candidate/baseline) travel across machines where
 * absolute scores do not; still a trend is kept per CPU model and JDK ({@link #machine}), since a ratio can move
 * with the CPU. A record of a paired session also names its first side's commit ({@code baseline}), the forks' JMH
 * options ({@code forks}) and how its rounds ran ({@code mode}: "duet" or "sequential"; null in older records, read as
 * sequential): nights are combined ({@link Trend}) only when all three are the same. Written by {@code ratios}
 * (the nightly and full workflows append one per run to the history), read back by {@code report --history}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HistoryRecord(String schema, String time, String commit, String jdk, String jackson, String runner, String cpu, String source,
                            List<Ratio> ratios, String baseline, String forks, String mode) {
    public static final String SCHEMA = "jfp-bench-history/1";

    public HistoryRecord {
        ratios = ratios == null ? List.of() : List.copyOf(ratios);
    }

    /** One ratio: its name, kind, value and interval, how it was made. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Ratio(String name, String kind, double ratio, Double low, Double high, double confidence, String method, int n, String verdict) {
        Ratio named(String other) {
            return new Ratio(other, kind, ratio, low, high, confidence, method, n, verdict);
        }
    }

    /** The JDK's major version, e.g. "17", or "?" when unknown. */
    public String jdkMajor() {
        return jdk == null ? "?" : Integer.toString(RunMetadata.majorOf(jdk));
    }

    /**
     * What a trend is kept apart by besides the JDK: the CPU model (older records without one: the runner), so that
     * runners with different CPUs never share a trend line.
     */
    public String machine() {
        return cpu != null ? cpu : runner != null ? runner : "unknown CPU";
    }

    /** How the rounds ran: "turns", "duet", or "sequential" (also for older records, which ran so). */
    public String roundsMode() {
        return RoundsInfo.DUET.equals(mode) || RoundsInfo.TURNS.equals(mode) ? mode : RoundsInfo.SEQUENTIAL;
    }

    /**
     * The line a ratio of this record belongs to, in the history's charts and change points: the ratio, the JDK, the
     * CPU model, the fork options where recorded, the rounds' mode when they ran as a duet or in turns (each spreads
     * differently from one fork at a time), and for a ratio of the two sides (candidate over baseline) the baseline commit,
     * so a moved baseline, new fork options or another mode start a line of their own instead of a false change.
     */
    public String trendKey(Ratio x) {
        String key = x.name() + " · JDK " + jdkMajor() + " · " + machine();
        if (forks != null) {
            key += " · forks " + forks;
        }
        if (RoundsInfo.DUET.equals(mode) || RoundsInfo.TURNS.equals(mode)) {
            key += " · " + mode;
        }
        if ("SIDES".equals(x.kind()) && baseline != null) {
            key += " · baseline " + (baseline.length() > 7 ? baseline.substring(0, 7) : baseline);
        }
        return key;
    }

    /**
     * The record of saved runs: the ratios within the last run (for the sides of one paired session, the last
     * side: the nightly's candidate), and each later run over the first when they are sides of one session.
     */
    public static HistoryRecord of(List<Run> runs, Estimator estimator, String source, String runner) {
        Run last = runs.get(runs.size() - 1);
        List<Ratio> ratios = new ArrayList<>();
        for (Reference r : References.find(last.results().stream().map(b -> b.key()).toList())) {
            estimator.within(last, r).ifPresent(e -> ratios.add(ratio(e, r.kind().name())));
        }
        Run first = runs.get(0);
        for (Run other : runs.subList(1, runs.size())) {
            for (var b : other.results()) {
                if (first.get(b.key()).isPresent()) {
                    // named by the sides' labels (candidate/baseline), not the files', so that nights share a trend
                    String name = b.key().display() + " " + sideOf(other) + "/" + sideOf(first);
                    estimator.across(first, other, b.key()).filter(e -> e.method() == Estimate.Method.PAIRED)
                            .ifPresent(e -> ratios.add(ratio(e, "SIDES").named(name)));
                }
            }
        }
        Optional<RunMetadata> m = last.meta();
        String time = m.map(RunMetadata::start).orElse(null);
        if (time == null) {
            try {
                time = Files.getLastModifiedTime(last.file()).toInstant().toString();
            } catch (IOException e) {
                time = Instant.EPOCH.toString();
            }
        }
        // a baseline jar given by path names no commit ("unknown"): such nights are never combined
        String baseline = runs.size() > 1 ? first.meta().map(RunMetadata::git).map(RunMetadata.Git::commit).filter(x -> !x.equals("unknown")).orElse(null) : null;
        return new HistoryRecord(SCHEMA, time, m.map(RunMetadata::git).map(RunMetadata.Git::commit).orElse(null),
                m.map(RunMetadata::jdk).map(RunMetadata.Jdk::version).orElse(last.results().get(0).jdkVersion()),
                m.map(x -> x.libraries().get("jackson-databind")).orElse(null),
                runner != null ? runner : m.map(RunMetadata::machine).map(x -> x.cpu() + " (" + x.cores() + " cores)").orElse(null),
                m.map(RunMetadata::machine).map(RunMetadata.Machine::cpu).orElse(null), source, ratios, baseline, forkOptions(last),
                last.rounds().map(RoundsInfo::mode).orElse(null));
    }

    /** "-f 1 -i 1 -r 1 -prof gc": the JMH options of a run's recorded command that decide what a fork measures; null when not recorded. */
    public static String forkOptions(Run run) {
        List<String> command = run.meta().map(RunMetadata::command).orElse(List.of());
        List<String> out = new ArrayList<>();
        for (int i = 0; i + 1 < command.size(); i++) {
            if (List.of("-f", "-wi", "-w", "-i", "-r", "-prof", "-jvmArgsAppend").contains(command.get(i))) {
                out.add(command.get(i) + " " + command.get(i + 1));
            }
        }
        return out.isEmpty() ? null : String.join(" ", out);
    }

    /** A side's label in its paired session ("candidate", "baseline", "jdk25"), else the run's own label. */
    private static String sideOf(Run run) {
        return run.rounds().map(r -> r.side()).filter(x -> x != null && !x.isEmpty()).orElse(run.label());
    }

    private static Ratio ratio(Estimate e, String kind) {
        return new Ratio(e.name(), kind, e.ci().ratio(), e.ci().defined() ? e.ci().low() : null, e.ci().defined() ? e.ci().high() : null,
                e.ci().confidence(), e.method().name().toLowerCase(Locale.ROOT), e.ci().n(), e.verdict().name().toLowerCase(Locale.ROOT));
    }

    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        RunMetadata.MAPPER.writeValue(tmp.toFile(), this);
        Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    public static HistoryRecord read(Path file) {
        try {
            HistoryRecord r = RunMetadata.MAPPER.readValue(file.toFile(), HistoryRecord.class);
            if (!SCHEMA.equals(r.schema())) {
                throw new BadInputException(file + ": not a jfp-bench history record (schema " + r.schema() + ")");
            }
            return r;
        } catch (IOException e) {
            throw new BadInputException(file + ": unreadable history record (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
    }

    /** The runs of one paired session among saved files go together (their sidecars say so); others alone. */
    static List<List<Run>> sessions(List<Run> runs) {
        java.util.Map<String, List<Run>> bySession = new java.util.LinkedHashMap<>();
        for (Run r : runs) {
            String key = r.rounds().map(RoundsInfo::session).filter(s -> r.rounds().get().sides().size() > 1).orElse("file:" + r.file());
            bySession.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        List<List<Run>> out = new ArrayList<>();
        for (List<Run> s : bySession.values()) {
            if (s.size() > 1 && s.get(0).rounds().isPresent()) {
                List<String> order = s.get(0).rounds().get().sides().stream().map(RoundsInfo.SideInfo::label).toList();
                s.sort(java.util.Comparator.comparingInt(r -> order.indexOf(r.rounds().get().side())));
            }
            out.add(s);
        }
        return out;
    }
}
