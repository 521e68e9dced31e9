package dev.jfpbench.names;

/**
 * The Default/Fast naming rule, once: a method measures Fast when named {@code xxxFast} or {@code fastFPXxx}, and
 * its Default twin is {@code xxxDefault} or {@code defaultXxx}. Core asks it which configuration a fork measures;
 * the report pairs results by it.
 */
public final class FpNames {
    public static final String DEFAULT = "Default";
    public static final String FAST = "Fast";
    /** The prefixed form (the vector families): {@code defaultRead} with {@code fastFPRead}. */
    public static final String DEFAULT_PREFIX = "default";
    public static final String FAST_PREFIX = "fastFP";

    private FpNames() {
    }

    /** True when {@code method} measures the Fast configuration. */
    public static boolean isFast(String method) {
        return method.endsWith(FAST) || prefixed(method, FAST_PREFIX);
    }

    /** True for the prefixed form ({@code defaultXxx}, {@code fastFPXxx}); a suffix ({@code ...Default}) comes first. */
    public static boolean isPrefixed(String method) {
        return !suffixed(method) && (prefixed(method, DEFAULT_PREFIX) || prefixed(method, FAST_PREFIX));
    }

    /** The Fast twin of a Default method ({@code xxxDefault}: {@code xxxFast}; {@code defaultXxx}: {@code fastFPXxx}), else null. */
    public static String fastTwin(String method) {
        if (suffixed(method)) {
            return method.endsWith(DEFAULT) ? stem(method) + FAST : null;
        }
        return prefixed(method, DEFAULT_PREFIX) ? FAST_PREFIX + stem(method) : null;
    }

    /** The name without its configuration: {@code readCurrencyPojo}, {@code Read}; the name itself if it has none. */
    public static String stem(String method) {
        if (suffixed(method)) {
            return method.substring(0, method.length() - (method.endsWith(DEFAULT) ? DEFAULT : FAST).length());
        }
        if (prefixed(method, DEFAULT_PREFIX)) {
            return method.substring(DEFAULT_PREFIX.length());
        }
        return prefixed(method, FAST_PREFIX) ? method.substring(FAST_PREFIX.length()) : method;
    }

    private static boolean suffixed(String method) {
        return method.endsWith(DEFAULT) && method.length() > DEFAULT.length() || method.endsWith(FAST) && method.length() > FAST.length();
    }

    private static boolean prefixed(String method, String prefix) {
        return method.length() > prefix.length() && method.startsWith(prefix) && Character.isUpperCase(method.charAt(prefix.length()));
    }
}
