package dev.jfpbench.report.history;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.stats.RatioInterval;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The history of ratios: every record (or saved run) found in some folders, grouped per ratio, JDK and CPU model, ordered by
 * time, each group drawn as its values and intervals over time with the changes {@link ChangePoints} finds marked.
 */
public final class History {
    private static final DateTimeFormatter SHORT = DateTimeFormatter.ofPattern("MM-dd HH:mm").withZone(ZoneOffset.UTC);

    /** One point of a trend. */
    record Point(Instant time, String commit, String runner, HistoryRecord.Ratio ratio) {
    }

    private final Map<String, List<Point>> trends;
    private final int records;

    private History(Map<String, List<Point>> trends, int records) {
        this.trends = trends;
        this.records = records;
    }

    /** A round's own JSON ({@code X.rounds/}) or a run in progress ({@code tmp/}) below the folder read: not a run. */
    static boolean insideRoundsOrTmp(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.endsWith(".rounds") || name.equals("tmp")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The JSON files of a history folder (or the file itself), sidecars and the folders of runs in progress left out,
     * in name order; bad input when it does not exist.
     */
    public static List<Path> jsonFiles(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            throw new BadInputException(dir + ": no such file or folder");
        }
        try (Stream<Path> s = Files.isDirectory(dir) ? Files.walk(dir) : Stream.of(dir)) {
            return s.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().endsWith(".json"))
                    .filter(f -> !f.getFileName().toString().endsWith(".meta.json"))
                    .filter(f -> !insideRoundsOrTmp(dir.relativize(f)))
                    .sorted().toList();
        }
    }

    /**
     * Reads history records ({@code *.json} with the history schema) and saved runs (JMH results, with their
     * sidecars) below {@code dirs}; a saved run is turned into its record here, by {@code estimator}.
     */
    public static History read(List<Path> dirs, Estimator estimator, Pattern filter) throws IOException {
        List<HistoryRecord> recs = new ArrayList<>();
        List<Run> runs = new ArrayList<>();
        for (Path dir : dirs) {
            List<Path> files = jsonFiles(dir);
            for (Path f : files) {
                JsonNode n;
                try {
                    n = RunMetadata.MAPPER.readTree(f.toFile());
                } catch (IOException e) {
                    throw new BadInputException(f + ": not JSON (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
                }
                if (n != null && n.isObject() && HistoryRecord.SCHEMA.equals(n.path("schema").asText())) {
                    recs.add(HistoryRecord.read(f));
                } else if (n != null && n.isArray() && n.size() > 0 && n.get(0).has("benchmark")) {
                    runs.add(Run.load(List.of(f), List.of(f.getFileName().toString())).get(0));
                }
            }
        }
        for (List<Run> session : HistoryRecord.sessions(runs)) {
            recs.add(HistoryRecord.of(session, estimator, "saved run", null));
        }
        if (recs.isEmpty()) {
            throw new BadInputException("no history record or saved run in " + dirs);
        }
        Map<String, List<Point>> trends = new TreeMap<>();
        for (HistoryRecord r : recs) {
            Instant t = parse(r.time());
            for (HistoryRecord.Ratio x : r.ratios()) {
                if (filter == null || filter.matcher(x.name()).find()) {
                    trends.computeIfAbsent(r.trendKey(x), k -> new ArrayList<>()).add(new Point(t, r.commit(), r.runner(), x));
                }
            }
        }
        if (trends.isEmpty()) {
            throw new BadInputException("no ratio" + (filter == null ? "" : " matching '" + filter + "'") + " in " + recs.size() + " record(s)");
        }
        trends.values().forEach(l -> l.sort(Comparator.comparing(Point::time)));
        return new History(trends, recs.size());
    }

    private static Instant parse(String time) {
        try {
            return time == null ? Instant.EPOCH : Instant.parse(time);
        } catch (RuntimeException e) {
            return Instant.EPOCH;
        }
    }

    /** Per trend: the indices where a change starts. */
    public Map<String, List<Integer>> changes() {
        Map<String, List<Integer>> out = new LinkedHashMap<>();
        trends.forEach((k, l) -> out.put(k, ChangePoints.of(l.stream().mapToDouble(p -> Math.log(p.ratio().ratio())).toArray(), ownNoise(l))));
        return out;
    }

    /**
     * The standard error of one value of a trend, on the log scale, from the values' own intervals: the median of each
     * interval's standard error as the nightly's trend reads it ({@link Trend#night}); 0 without intervals.
     */
    static double ownNoise(List<Point> points) {
        return noiseFloor(points.stream().map(Point::ratio).toList());
    }

    /**
     * The noise floor of a trend's change points ({@link ChangePoints#of(double[], double)}): the median standard error
     * of its values' own intervals, on the log scale; 0 without intervals. The history's table and the site's charts
     * both find changes with it.
     */
    public static double noiseFloor(List<HistoryRecord.Ratio> ratios) {
        double[] se = ratios.stream()
                .filter(r -> r.confidence() > 0 && r.confidence() < 1)
                .map(r -> Trend.night("", r)).filter(java.util.Objects::nonNull)
                .mapToDouble(Trend.Night::se)
                .sorted().toArray();
        if (se.length == 0) {
            return 0;
        }
        return se.length % 2 == 1 ? se[se.length / 2] : (se[se.length / 2 - 1] + se[se.length / 2]) / 2;
    }

    public Map<String, Integer> sizes() {
        Map<String, Integer> out = new LinkedHashMap<>();
        trends.forEach((k, l) -> out.put(k, l.size()));
        return out;
    }

    /** history.md and one chart per trend of two or more points, in {@code dir}. */
    public Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Charts charts = new Charts(dir);
        Map<String, List<Integer>> changes = changes();
        StringBuilder sb = new StringBuilder("# jfp-bench: history of ratios\n\n")
                .append(records).append(" runs, ").append(trends.size()).append(" trends. Each ratio is measured within one run ")
                .append("(Fast/Default, format/JSON, library/Jackson, Jackson 3/2, candidate/baseline); a trend is one ratio on one JDK and one ")
                .append("CPU model, so runners with different CPUs never share a line (absolute scores are never compared). Changes are found by PELT (Killick et al. 2012) on the log ratios, ")
                .append("scaled by the series' own noise (MAD of successive differences, at least each run's own standard error from its interval), penalty 3 ln n, segments of at least ")
                .append(ChangePoints.MIN_SEGMENT).append(" runs: no fixed percentage.\n\n");
        Table t = new Table(List.of("Ratio", "Runs", "First", "Last", "Changes"), "lrrrl");
        StringBuilder chartsMd = new StringBuilder();
        for (Map.Entry<String, List<Point>> e : trends.entrySet()) {
            List<Point> pts = e.getValue();
            List<Integer> cps = changes.get(e.getKey());
            List<String> described = new ArrayList<>();
            int from = 0;
            for (int i = 0; i <= cps.size(); i++) {
                int to = i < cps.size() ? cps.get(i) : pts.size();
                if (i < cps.size()) {
                    int next = i + 1 < cps.size() ? cps.get(i + 1) : pts.size();
                    described.add(SHORT.format(pts.get(to).time()) + (pts.get(to).commit() == null ? "" : " (" + abbrev(pts.get(to).commit()) + ")")
                            + ": " + fmt(median(pts.subList(from, to))) + " → " + fmt(median(pts.subList(to, next))));
                }
                from = to;
            }
            t.add(List.of(e.getKey(), Integer.toString(pts.size()), fmt(pts.get(0).ratio().ratio()), fmt(pts.get(pts.size() - 1).ratio().ratio()),
                    described.isEmpty() ? "none" : String.join("; ", described)));
            if (pts.size() >= 2) {
                List<Charts.Point> points = new ArrayList<>();
                for (int i = 0; i < pts.size(); i++) {
                    HistoryRecord.Ratio r = pts.get(i).ratio();
                    points.add(new Charts.Point(i, new RatioInterval(r.ratio(), r.low() == null ? Double.NaN : r.low(),
                            r.high() == null ? Double.NaN : r.high(), r.n(), r.confidence(), dev.jfpbench.report.stats.PairedRatio.degreesOfFreedom(r.n()))));
                }
                List<Double> marks = cps.stream().map(c -> c - 0.5).toList();
                Charts.ChartFile c = charts.trend("history-" + e.getKey(), e.getKey(), "run (UTC time)", "ratio (above 1: the first named is faster)",
                        Map.of(e.getKey(), points), marks, x -> {
                            long i = Math.round(x);
                            return Math.abs(x - i) < 1e-6 && i >= 0 && i < pts.size() ? SHORT.format(pts.get((int) i).time()) : "";
                        });
                chartsMd.append("### ").append(e.getKey()).append("\n\n").append(c.markdown()).append("\n\n");
            }
        }
        sb.append(t.markdown()).append('\n').append(chartsMd);
        Path md = dir.resolve("history.md");
        Files.writeString(md, sb.toString(), StandardCharsets.UTF_8);
        return md;
    }

    private static double median(List<Point> pts) {
        return new Median().evaluate(pts.stream().mapToDouble(p -> p.ratio().ratio()).toArray());
    }

    private static String fmt(double r) {
        return String.format(Locale.ROOT, "%.3f×", r);
    }

    private static String abbrev(String commit) {
        return commit.substring(0, Math.min(10, commit.length()));
    }

    /** The points' ratios of a trend, in time order. */
    public List<Double> values(String trend) {
        return trends.get(trend).stream().map(p -> p.ratio().ratio()).toList();
    }
}
