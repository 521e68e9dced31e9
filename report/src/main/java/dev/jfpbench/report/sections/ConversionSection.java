package dev.jfpbench.report.sections;

import dev.jfpbench.report.BenchmarkKey;
import dev.jfpbench.report.Charts;
import dev.jfpbench.report.Run;
import dev.jfpbench.report.Table;
import dev.jfpbench.report.analysis.Analysis;
import dev.jfpbench.report.analysis.Estimate;
import dev.jfpbench.report.analysis.Estimator;
import dev.jfpbench.report.analysis.Reference;
import dev.jfpbench.report.stats.RatioInterval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where the time goes: each conversion control ({@code xTokens}, {@code xText}) beside its Default and Fast. The
 * control/Default speed ratio r (a {@link Reference.Kind#CONVERSION} reference, paired rounds through the one
 * {@link Estimator}) gives conversion's share of Default's time, 1 - 1/r, and its interval end for end; the same over
 * Fast gives what is left of it in Fast. What Fast saves of the conversion, (t_Default - t_Fast) / (t_Default -
 * t_control), is (1 - 1/f) / (1 - 1/r) with f the Fast/Default ratio; its interval spans the corners of f's and r's
 * intervals, each taken at half the error rate (so the two together hold at the stated confidence).
 */
public final class ConversionSection implements Section {

    /** One control's references: over Default, over Fast (if present), and Fast/Default (if present). */
    record Row(String subject, String control, Reference overDefault, Optional<Reference> overFast, Optional<Reference> fastDefault) {
    }

    /** The rows, one per control with a Default, in the references' order. */
    static List<Row> rows(Analysis a) {
        Map<BenchmarkKey, Reference> overDefault = new LinkedHashMap<>();
        Map<BenchmarkKey, Reference> overFast = new LinkedHashMap<>();
        for (Reference r : a.references(Reference.Kind.CONVERSION)) {
            (r.denominatorLabel().equals("Default") ? overDefault : overFast).put(r.numerator(), r);
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<BenchmarkKey, Reference> e : overDefault.entrySet()) {
            Reference d = e.getValue();
            Optional<Reference> f = Optional.ofNullable(overFast.get(e.getKey()));
            Optional<Reference> fd = f.flatMap(fr -> a.references(Reference.Kind.FAST_DEFAULT).stream()
                    .filter(p -> p.numerator().equals(fr.denominator()) && p.denominator().equals(d.denominator())).findFirst());
            rows.add(new Row(d.subject(), d.numeratorLabel(), d, f, fd));
        }
        return rows;
    }

    /** Conversion's share of the configuration's time from the control's speed ratio over it: 1 - 1/r, end for end. */
    public static double share(double ratio) {
        return 1 - 1 / ratio;
    }

    /** What Fast saves of Default's conversion: (1 - 1/fastOverDefault) / (1 - 1/controlOverDefault). */
    public static double saved(double fastOverDefault, double controlOverDefault) {
        return share(fastOverDefault) / share(controlOverDefault);
    }

    /** "62.3% (58.1–66.0%)": a share and its interval from a control's ratio interval. */
    public static String shareText(RatioInterval ci) {
        String s = Estimate.pct(share(ci.ratio()));
        return ci.defined() ? s + " (" + Estimate.pct(share(ci.low())) + "–" + Estimate.pct(share(ci.high())) + ")" : s + " (no interval)";
    }

    /** What Fast saves, with the interval over the corners of the two intervals (each at half the error rate). */
    public static String savedText(RatioInterval fd, RatioInterval cd) {
        String s = Estimate.pct(saved(fd.ratio(), cd.ratio()));
        if (!fd.defined() || !cd.defined()) {
            return s + " (no interval)";
        }
        if (!(cd.low() > 1)) {
            return s + " (unbounded: the control is not surely faster than Default)";
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double f : new double[] {fd.low(), fd.high()}) {
            for (double c : new double[] {cd.low(), cd.high()}) {
                lo = Math.min(lo, saved(f, c));
                hi = Math.max(hi, saved(f, c));
            }
        }
        return s + " (" + Estimate.pct(lo) + "–" + Estimate.pct(hi) + ")";
    }

    @Override
    public String markdown(Analysis a, Charts charts) {
        List<Row> rows = rows(a);
        if (rows.isEmpty()) {
            return "";
        }
        Estimator half = a.estimator().at(1 - (1 - a.estimator().confidence()) / 2);
        List<String> headers = new ArrayList<>(List.of("Operation", "Control"));
        for (Run r : a.runs()) {
            String suffix = a.single() ? "" : " · " + r.label();
            headers.addAll(List.of("Share of Default" + suffix, "Left in Fast" + suffix, "Fast saves of it" + suffix));
        }
        Table t = new Table(headers, "ll" + "rrr".repeat(a.runs().size()));
        for (Row row : rows) {
            List<String> cells = new ArrayList<>(List.of(row.subject(), row.control()));
            for (Run r : a.runs()) {
                Optional<Estimate> d = a.within(r, row.overDefault());
                cells.add(d.map(e -> shareText(e.ci())).orElse(Analysis.notIn(r)));
                cells.add(row.overFast().flatMap(f -> a.within(r, f)).map(e -> shareText(e.ci())).orElse("n/a"));
                Optional<Estimate> fd = row.fastDefault().flatMap(p -> half.within(r, p));
                Optional<Estimate> cd = half.within(r, row.overDefault());
                cells.add(fd.isPresent() && cd.isPresent() ? savedText(fd.get().ci(), cd.get().ci()) : "n/a");
            }
            t.add(cells);
        }
        return "## Where the time goes: conversion's share\n\n"
                + "Each control beside its Default and Fast: `...Tokens` reads the same document with the numbers tokenised but never "
                + "converted, `...Text` writes it from number text formatted once at setup. They are controls, not configurations. "
                + "Share of Default: (t_Default - t_control) / t_Default, the part of Default's time spent converting; Left in Fast: "
                + "the same for Fast; Fast saves of it: (t_Default - t_Fast) / (t_Default - t_control). Each is read off speed ratios "
                + "(control/Default, control/Fast, Fast/Default) with their intervals, made as every ratio of this report (paired "
                + "when the run is a paired session); the last one's interval holds the two it is made of at half the error rate "
                + "each.\n\n"
                + t.markdown() + '\n';
    }
}
