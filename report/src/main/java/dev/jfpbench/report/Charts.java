package dev.jfpbench.report;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Bar charts of a {@link Report}, each written as PNG and SVG, with error bars: one per benchmark class
 * (scores, one bar per run), one of the Default/Fast speed-ups and one of the formats relative to JSON.
 */
final class Charts {
    private static final int WIDTH = 1100;
    private static final Color[] SERIES_COLORS = {
        new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728),
        new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)};

    /** A chart written as {@code name.png} and {@code name.svg}. */
    record ChartFile(String title, String name) {
        String png() {
            return name + ".png";
        }

        String svg() {
            return name + ".svg";
        }

        String markdown() {
            return "![" + title + "](" + png() + ") ([SVG](" + svg() + "))";
        }
    }

    private final Report report;

    Charts(Report report) {
        this.report = report;
    }

    /** One chart per benchmark class, mode and unit. */
    List<ChartFile> perClass(Path dir) throws IOException {
        Map<String, List<BenchmarkKey>> groups = new LinkedHashMap<>();
        for (BenchmarkKey k : report.keys()) {
            String unit = report.runs().stream().map(r -> r.get(k)).flatMap(Optional::stream).findFirst()
                    .map(b -> b.primary().unit()).orElse("");
            groups.computeIfAbsent(k.simpleClassName() + "\u0000" + k.mode() + "\u0000" + unit, x -> new ArrayList<>()).add(k);
        }
        List<ChartFile> files = new ArrayList<>();
        for (Map.Entry<String, List<BenchmarkKey>> g : groups.entrySet()) {
            String[] parts = g.getKey().split("\u0000", -1);
            String cls = parts[0];
            String mode = parts[1];
            String unit = parts[2];
            List<String> categories = new ArrayList<>();
            for (BenchmarkKey k : g.getValue()) {
                categories.add(k.params().isEmpty() ? k.method() : k.method() + " [" + k.paramsText() + "]");
            }
            CategoryChart chart = chart(cls + " (" + mode + ")", unit + (BenchmarkResult.higherIsBetter(mode, unit) ? ", higher is better" : ", lower is better"), categories);
            for (Run r : report.runs()) {
                List<Double> values = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                for (BenchmarkKey k : g.getValue()) {
                    Optional<Metric> m = r.get(k).map(b -> b.primary().in(unit));
                    values.add(m.map(Metric::score).orElse(null)); // not in this run: no bar, rather than a zero
                    errors.add(m.map(x -> Double.isNaN(x.error()) ? 0.0 : x.error()).orElse(0.0));
                }
                addSeries(chart, r.label(), categories, values, errors);
            }
            files.add(save(chart, dir, "bench-" + fileName(cls + "-" + mode), cls + " (" + mode + ", " + unit + ")"));
        }
        return files;
    }

    /** Speed-up of Fast over Default for every pair, one bar per run. */
    Optional<ChartFile> pairs(Path dir) throws IOException {
        List<Pairs.Pair> pairs = report.pairs();
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        List<String> categories = pairs.stream().map(Pairs.Pair::label).toList();
        CategoryChart chart = chart("Default → Fast: speed-up", "speed-up in % (positive: Fast is faster)", categories);
        for (Run r : report.runs()) {
            List<Double> values = new ArrayList<>();
            List<Double> errors = new ArrayList<>();
            for (Pairs.Pair p : pairs) {
                Optional<Report.PairResult> x = report.pairIn(r, p);
                values.add(x.map(v -> v.speedUp() * 100).orElse(null));
                errors.add(x.map(v -> v.speedUpError() * 100).orElse(0.0));
            }
            addSeries(chart, r.label(), categories, values, errors);
        }
        chart.getStyler().setYAxisMin(null);
        return Optional.of(save(chart, dir, "pairs-speedup", "Default → Fast speed-up"));
    }

    /** Each format's speed relative to JSON, per operation; one series per format (and run). */
    Optional<ChartFile> formats(Path dir) throws IOException {
        List<Formats.Group> groups = report.formatGroups();
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        List<String> categories = groups.stream().map(Formats.Group::operation).toList();
        CategoryChart chart = chart("Speed relative to JSON", "× JSON speed (above 1: faster than JSON)", categories);
        boolean several = report.runs().size() > 1;
        for (Run r : report.runs()) {
            for (String format : Formats.ORDER) {
                List<Double> values = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                boolean any = false;
                for (Formats.Group g : groups) {
                    Optional<Report.Ratio> ratio = g.members().containsKey(format) ? report.ratioToJsonWithError(r, g, format) : Optional.empty();
                    any |= ratio.isPresent();
                    values.add(ratio.map(Report.Ratio::value).orElse(0.0));
                    errors.add(ratio.map(Report.Ratio::error).orElse(0.0));
                }
                if (any) {
                    chart.addSeries(several ? format + " · " + r.label() : format, categories, values, errors);
                }
            }
        }
        return Optional.of(save(chart, dir, "formats-vs-json", "Speed relative to JSON"));
    }

    /**
     * One chart per dataset of the libraries view (by dataset): each library's speed relative to Jackson default,
     * one series per operation (read, write) and run.
     */
    Map<String, ChartFile> libraries(Path dir) throws IOException {
        Views views = new Views(report);
        Map<String, ChartFile> files = new LinkedHashMap<>();
        boolean several = report.runs().size() > 1;
        for (Map.Entry<String, Map<String, List<Views.LibraryBench>>> d : views.libraryGroups().entrySet()) {
            List<String> categories = new ArrayList<>();
            d.getValue().values().forEach(g -> g.forEach(l -> {
                if (!categories.contains(l.label())) {
                    categories.add(l.label());
                }
            }));
            CategoryChart chart = chart("Libraries: " + d.getKey(), "× Jackson default speed (above 1: faster)", categories);
            boolean anySeries = false;
            for (Run r : report.runs()) {
                for (Map.Entry<String, List<Views.LibraryBench>> op : d.getValue().entrySet()) {
                    List<Double> values = new ArrayList<>();
                    List<Double> errors = new ArrayList<>();
                    boolean any = false;
                    for (String c : categories) {
                        Optional<Report.RunRatio> x = op.getValue().stream().filter(l -> l.label().equals(c)).findFirst()
                                .flatMap(l -> views.ratioToReference(r, l, op.getValue()));
                        any |= x.isPresent();
                        values.add(x.map(v -> v.ratio().value()).orElse(null));
                        errors.add(x.map(v -> Double.isNaN(v.ratio().error()) ? 0.0 : v.ratio().error()).orElse(0.0));
                    }
                    if (any) {
                        addSeries(chart, several ? op.getKey() + " · " + r.label() : op.getKey(), categories, values, errors);
                        anySeries = true;
                    }
                }
            }
            if (anySeries) {
                files.put(d.getKey(), save(chart, dir, "libraries-" + fileName(d.getKey()), "Libraries: " + d.getKey() + " (× Jackson default)"));
            }
        }
        return files;
    }

    /**
     * A series; a run that lacks a benchmark (e.g. an older Jackson) gets no bar there rather than a zero one.
     * XChart 3.8 draws gaps (null) only in series without error bars: such a series goes without them.
     */
    private static void addSeries(CategoryChart chart, String name, List<String> categories, List<Double> values, List<Double> errors) {
        if (values.contains(null)) {
            chart.addSeries(name, categories, values);
        } else {
            chart.addSeries(name, categories, values, errors);
        }
    }

    private static CategoryChart chart(String title, String yTitle, List<String> categories) {
        int longest = categories.stream().mapToInt(String::length).max().orElse(10);
        // Horizontal category labels when they fit under their bars; else vertical, top-aligned under the
        // ticks (XChart 3.8's slanted labels are centred on the tick and run off the left edge).
        boolean fits = longest * 7.5 <= (WIDTH - 150.0) / Math.max(1, categories.size());
        int height = 560 + (fits ? 0 : Math.min(420, longest * 7));
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(height).title(title).yAxisTitle(yTitle).build();
        CategoryStyler s = chart.getStyler();
        s.setLegendPosition(Styler.LegendPosition.OutsideS);
        s.setLegendLayout(Styler.LegendLayout.Horizontal);
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setSeriesColors(SERIES_COLORS);
        s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        if (!fits) {
            s.setXAxisLabelRotation(90);
            s.setXAxisLabelAlignmentVertical(AxesChartStyler.TextAlignment.Right);
        }
        s.setYAxisMin(0.0);
        s.setYAxisDecimalPattern("#,##0.###");
        s.setErrorBarsColorSeriesColor(false);
        s.setErrorBarsColor(Color.BLACK);
        s.setPlotGridVerticalLinesVisible(false);
        s.setAvailableSpaceFill(0.7);
        return chart;
    }

    private static ChartFile save(CategoryChart chart, Path dir, String name, String title) throws IOException {
        ChartFile f = new ChartFile(title, name);
        try (OutputStream out = Files.newOutputStream(dir.resolve(f.png()))) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        try (OutputStream out = Files.newOutputStream(dir.resolve(f.svg()))) {
            VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        }
        return f;
    }

    private static String fileName(String s) {
        return s.replaceAll("[^A-Za-z0-9._-]+", "_");
    }
}
