package dev.jfpbench.report.analysis;

import dev.jfpbench.report.stats.Levels;
import dev.jfpbench.report.stats.RatioInterval;
import dev.jfpbench.report.stats.RatioVerdict;

import java.util.Locale;
import java.util.Optional;

/**
 * One comparison stated once: a ratio of speeds (above 1: the first named is faster) with its interval, how the
 * interval was made, and the verdict read off that interval.
 *
 * @param name    what over what, e.g. "JsonStdReadVanilla.readCurrencyPojo Fast/Default"
 * @param where   in which run(s), e.g. "run" or "baseline vs candidate"
 * @param method  paired rounds, or Welch's interval over the forks of two unpaired results
 * @param levels  the two speeds its rounds settle at ({@link Levels}), or null for one
 */
public record Estimate(String name, String where, Method method, RatioInterval ci, RatioVerdict verdict, Levels levels) {

    public Estimate(String name, String where, Method method, RatioInterval ci, RatioVerdict verdict) {
        this(name, where, method, ci, verdict, null);
    }

    /** Its rounds' two levels, when they settle at two. */
    public Optional<Levels> twoLevels() {
        return Optional.ofNullable(levels);
    }

    /** The half-width that settles it: its interval's, or read in levels the wider level's. */
    public double settlingHalfWidth() {
        return levels != null ? levels.halfWidth() : ci.halfWidth();
    }

    /** How an interval was made. */
    public enum Method {
        /** Per-round ratios of one paired session: the trimmed interval on their logs ({@code PairedRatio}). */
        PAIRED("paired"),
        /** Two results not paired round by round: Welch's interval on the log fork scores ({@code WelchRatio}). */
        WELCH("Welch");

        private final String text;

        Method(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** "1.95×". */
    public String ratioText() {
        return times(ci.ratio());
    }

    /** "1.851–2.056", or "n/a". */
    public String rangeText() {
        return ci.range();
    }

    /** "±5.2%" (the larger side of the interval), or "n/a". */
    public String halfWidthText() {
        return ci.defined() ? "±" + pct(ci.halfWidth()) : "n/a";
    }

    /** "8 rounds" (paired) or "5+5 forks"-like "5 forks" (Welch: the smaller side). */
    public String samplesText() {
        return ci.n() + (method == Method.PAIRED ? (ci.n() == 1 ? " round" : " rounds") : (ci.n() == 1 ? " fork" : " forks"));
    }

    /** "1.951× (1.851–2.056)": the ratio with its interval, as every table shows it. */
    public String ratioWithInterval() {
        return withInterval(ci);
    }

    /** {@link #ratioWithInterval()} of any interval (each of two levels). */
    public static String withInterval(RatioInterval ci) {
        return times(ci.ratio()) + (ci.defined() ? " (" + ci.range() + ")" : " (no interval)");
    }

    private static String times(double ratio) {
        return String.format(Locale.ROOT, "%.3f×", ratio);
    }

    /** "2.5%"; "999%+" for the nearly unbounded half-widths of a few very noisy rounds; "n/a" for nothing to show. */
    public static String pct(double fraction) {
        return Double.isNaN(fraction) ? "n/a" : fraction >= 9.99 ? "999%+" : String.format(Locale.ROOT, "%.1f%%", fraction * 100);
    }
}
