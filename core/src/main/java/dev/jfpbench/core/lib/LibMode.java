package dev.jfpbench.core.lib;

/**
 * The configuration a library benchmark method measures, the suffix of its name after the dataset
 * ({@code currencyFast}, {@code vectorsInexact}).
 */
public enum LibMode {
    /** The library's one configuration (exact). */
    ONLY(""),
    /** Jackson family: every fast floating-point feature off. */
    DEFAULT("Default"),
    /** Jackson family: FastDoubleParser reads, Schubfach writes. */
    FAST("Fast"),
    /** A library's mode that does not promise exact floating point (its default, where it also has an exact one). */
    INEXACT("Inexact");

    private final String suffix;

    LibMode(String suffix) {
        this.suffix = suffix;
    }

    public String suffix() {
        return suffix;
    }

    /** The mode named by what follows the dataset in a benchmark method's name; null if none. */
    public static LibMode ofSuffix(String suffix) {
        for (LibMode m : values()) {
            if (m.suffix.equals(suffix)) {
                return m;
            }
        }
        return null;
    }
}
