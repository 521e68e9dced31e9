package dev.jfpbench.report;

import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.stats.RatioInterval;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The report's charts, each written as PNG and SVG: scores per benchmark class (with JMH's own 99.9% errors),
 * and ratios with the same intervals the tables show: a forest plot (one row per comparison, the interval as a
 * line, the ratio as a point, 1 marked) and a trend (x: digit count or time; the interval as a vertical line).
 */
public final class Charts {
    private static final int WIDTH = 1100;
    private static final Color[] SERIES_COLORS = {
        new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728),
        new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f)};

    /** A chart written as {@code name.png} and {@code name.svg}. */
    public record ChartFile(String title, String name) {
        String png() {
            return name + ".png";
        }

        String svg() {
            return name + ".svg";
        }

        public String markdown() {
            return "![" + title + "](" + png() + ") ([SVG](" + svg() + "))";
        }
    }

    /** One point of a trend: its x, its interval (undefined ends: the point alone). */
    public record Point(double x, RatioInterval ci) {
    }

    private final Path dir;

    public Charts(Path dir) {
        this.dir = dir;
    }

    /** One chart per benchmark class, mode and unit: scores with JMH's errors, one bar per run. */
    public List<ChartFile> perClass(Analysis a) throws IOException {
        Map<String, List<BenchmarkKey>> groups = new LinkedHashMap<>();
        for (BenchmarkKey k : a.keys()) {
            groups.computeIfAbsent(k.simpleClassName() + "\u0000" + k.mode() + "\u0000" + a.unitOf(k), x -> new ArrayList<>()).add(k);
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
            CategoryChart chart = bars(cls + " (" + mode + ")", unit + (BenchmarkResult.higherIsBetter(mode, unit) ? ", higher is better" : ", lower is better"), categories);
            for (Run r : a.runs()) {
                List<Double> values = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                for (BenchmarkKey k : g.getValue()) {
                    Optional<Metric> m = r.get(k).map(b -> b.primary().in(unit));
                    values.add(m.map(Metric::score).orElse(null)); // not in this run: no bar, rather than a zero
                    errors.add(m.map(x -> Double.isNaN(x.error()) ? 0.0 : x.error()).orElse(0.0));
                }
                // XChart draws gaps (null) only in series without error bars.
                if (values.contains(null)) {
                    chart.addSeries(r.label(), categories, values);
                } else {
                    chart.addSeries(r.label(), categories, values, errors);
                }
            }
            files.add(save(chart, "bench-" + fileName(cls + "-" + mode), cls + " (" + mode + ", " + unit + ")"));
        }
        return files;
    }

    /**
     * A forest plot of ratios: one row per comparison ({@code rows}), one mark per series in each row (e.g. per run),
     * the interval as a horizontal line; a vertical line at 1. Rows without any estimate are left out.
     */
    public Optional<ChartFile> forest(String name, String title, String axisTitle, List<String> rows, Map<String, List<Optional<Estimate>>> series)
            throws IOException {
        List<Integer> keep = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            final int row = i;
            if (series.values().stream().anyMatch(l -> l.get(row).isPresent())) {
                keep.add(i);
            }
        }
        if (keep.isEmpty()) {
            return Optional.empty();
        }
        int longest = keep.stream().mapToInt(i -> rows.get(i).length()).max().orElse(10);
        int rowHeight = 26 + 8 * Math.max(0, series.size() - 1);
        int width = WIDTH + Math.min(600, longest * 7);
        XYChart chart = new XYChartBuilder().width(width).height(170 + rowHeight * keep.size()).title(title).xAxisTitle(axisTitle).build();
        XYStyler s = style(chart.getStyler());
        s.setYAxisMin(-0.6);
        s.setYAxisMax(keep.size() - 0.4);
        s.setYAxisTicksVisible(false);
        // Row labels are drawn as text in the plot's left part (XChart gives up on long tick labels): the x axis
        // starts far enough left of the lowest interval to hold them.
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        List<Double> ratios = new ArrayList<>();
        for (List<Optional<Estimate>> l : series.values()) {
            for (Optional<Estimate> e : l) {
                if (e.isPresent()) {
                    RatioInterval ci = e.get().ci();
                    lo = Math.min(lo, ci.defined() ? ci.low() : ci.ratio());
                    hi = Math.max(hi, ci.defined() ? ci.high() : ci.ratio());
                    ratios.add(ci.ratio());
                }
            }
        }
        View view = View.of(ratios);
        lo = Math.max(Math.min(lo, 1.0), view.min());
        hi = Math.min(Math.max(hi, 1.0), view.max());
        double pad = (hi - lo) * 0.03 + 1e-3;
        lo -= pad;
        hi += pad;
        double plot = width - 60.0;
        double text = Math.min(plot * 0.55, longest * 7.0 + 16);
        double xmin = (lo - text * hi / plot) / (1 - text / plot);
        s.setXAxisMin(xmin);
        s.setXAxisMax(hi);
        double unitsPerPx = (hi - xmin) / plot;
        s.setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        s.setAnnotationTextFontColor(Color.DARK_GRAY);
        for (int k = 0; k < keep.size(); k++) {
            String label = rows.get(keep.get(k));
            double y = keep.size() - 1 - k;
            chart.addAnnotation(new AnnotationText(label, xmin + (8 + label.length() * 3.3) * unitsPerPx, y, false));
        }
        int si = 0;
        double spread = series.size() == 1 ? 0 : 0.5 / series.size();
        boolean anyLegend = series.size() > 1;
        for (Map.Entry<String, List<Optional<Estimate>>> e : series.entrySet()) {
            Color c = SERIES_COLORS[si % SERIES_COLORS.length];
            double offset = series.size() == 1 ? 0 : spread * (series.size() - 1) / 2.0 - spread * si;
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int k = 0; k < keep.size(); k++) {
                Optional<Estimate> est = e.getValue().get(keep.get(k));
                if (est.isEmpty()) {
                    continue;
                }
                double y = keep.size() - 1 - k + offset;
                RatioInterval ci = est.get().ci();
                xs.add(ci.ratio());
                ys.add(y);
                if (ci.defined()) {
                    XYSeries line = chart.addSeries(e.getKey() + "#" + k, new double[] {view.clip(ci.low()), view.clip(ci.high())}, new double[] {y, y});
                    line.setMarker(SeriesMarkers.NONE).setLineColor(c).setLineStyle(new BasicStroke(2f)).setShowInLegend(false);
                }
            }
            if (!xs.isEmpty()) {
                XYSeries points = chart.addSeries(e.getKey(), xs, ys);
                points.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                points.setMarker(SeriesMarkers.CIRCLE).setMarkerColor(c).setShowInLegend(anyLegend);
            }
            si++;
        }
        s.setLegendVisible(anyLegend);
        chart.addAnnotation(new AnnotationLine(1.0, true, false));
        return Optional.of(save(chart, name, title));
    }

    /**
     * A trend of ratios: x numeric (a digit count, a run's index), one series per line, each point's interval a
     * vertical line; a horizontal line at 1; vertical lines at {@code marks} (e.g. detected change points).
     */
    public ChartFile trend(String name, String title, String xTitle, String yTitle, Map<String, List<Point>> series, List<Double> marks,
                           java.util.function.Function<Double, String> xLabels) throws IOException {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(600).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        XYStyler s = style(chart.getStyler());
        if (xLabels != null) {
            chart.setCustomXAxisTickLabelsFormatter(xLabels);
        }
        View view = View.of(series.values().stream().flatMap(List::stream).map(p -> p.ci().ratio()).toList());
        s.setYAxisMin(view.min());
        s.setYAxisMax(view.max());
        int si = 0;
        double spread = 0.08;
        for (Map.Entry<String, List<Point>> e : series.entrySet()) {
            Color c = SERIES_COLORS[si % SERIES_COLORS.length];
            double offset = series.size() == 1 ? 0 : spread * (si - (series.size() - 1) / 2.0);
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            int k = 0;
            for (Point p : e.getValue()) {
                double x = p.x() + offset;
                xs.add(x);
                ys.add(p.ci().ratio());
                if (p.ci().defined()) {
                    XYSeries line = chart.addSeries(e.getKey() + "#" + k++, new double[] {x, x}, new double[] {view.clip(p.ci().low()), view.clip(p.ci().high())});
                    line.setMarker(SeriesMarkers.NONE).setLineColor(c).setLineStyle(new BasicStroke(1.5f)).setShowInLegend(false);
                }
            }
            if (!xs.isEmpty()) {
                XYSeries points = chart.addSeries(e.getKey(), xs, ys);
                points.setMarker(SeriesMarkers.CIRCLE).setMarkerColor(c).setLineColor(c).setShowInLegend(true);
            }
            si++;
        }
        s.setLegendVisible(true);
        chart.addAnnotation(new AnnotationLine(1.0, false, false));
        for (double m : marks) {
            chart.addAnnotation(new AnnotationLine(m, true, false));
        }
        return save(chart, name, title);
    }

    /**
     * The part of a ratio axis a chart shows: every ratio and 1, with half as much again either way. An interval that
     * reaches beyond it is drawn to the edge, so that one wide interval (a ratio from 2 rounds, say) cannot flatten
     * every other point; the tables beside the chart give every interval in full.
     */
    record View(double min, double max) {
        static View of(List<Double> ratios) {
            double lo = 1.0;
            double hi = 1.0;
            for (double r : ratios) {
                if (r > 0 && Double.isFinite(r)) {
                    lo = Math.min(lo, r);
                    hi = Math.max(hi, r);
                }
            }
            return new View(lo / 1.5, hi * 1.5);
        }

        double clip(double v) {
            return Math.max(min, Math.min(max, v));
        }
    }

    private static XYStyler style(XYStyler s) {
        s.setLegendPosition(Styler.LegendPosition.OutsideS);
        s.setLegendLayout(Styler.LegendLayout.Horizontal);
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        s.setDecimalPattern("#,##0.###");
        s.setPlotGridHorizontalLinesVisible(false);
        s.setMarkerSize(7);
        s.setAnnotationLineColor(Color.GRAY);
        return s;
    }

    private static CategoryChart bars(String title, String yTitle, List<String> categories) {
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

    private ChartFile save(Chart<?, ?> chart, String name, String title) throws IOException {
        ChartFile f = new ChartFile(title, fileName(name));
        Files.createDirectories(dir);
        try (OutputStream out = Files.newOutputStream(dir.resolve(f.png()))) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        }
        try (OutputStream out = Files.newOutputStream(dir.resolve(f.svg()))) {
            VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        }
        return f;
    }

    public static String fileName(String s) {
        return s.replaceAll("[^A-Za-z0-9._-]+", "_");
    }
}
