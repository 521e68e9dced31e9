package dev.jfpbench.perf;

import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.util.List;
import java.util.Optional;

/**
 * perf.jar's entry point: JMH's own command line ({@link org.openjdk.jmh.Main}, every option as JMH documents it),
 * then, after a run a person started, one line saying what ran and what gives a verdict. A run for a tool (it asks
 * for a result file, {@code -rf}/{@code -rff}), a listing or help prints nothing more. JMH's exit codes are kept:
 * it exits by itself when a run fails, so the line follows only a run that ended.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws Exception {
        org.openjdk.jmh.Main.main(args);
        next(args).ifPresent(System.out::println);
    }

    /** The closing line for these arguments, or nothing when JMH ran no benchmark for a person. */
    static Optional<String> next(String... args) {
        CommandLineOptions o;
        try {
            o = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            return Optional.empty();
        }
        if (o.shouldHelp() || o.shouldList() || o.shouldListWithParams() || o.shouldListProfilers()
                || o.shouldListResultFormats() || o.getResult().hasValue() || o.getResultFormat().hasValue()) {
            return Optional.empty();
        }
        List<String> includes = o.getIncludes();
        String regex = includes.isEmpty() ? ".*" : String.join("|", includes);
        return Optional.of("jfp-bench: that was '" + regex + "', " + forks(o) + ": scores, not a verdict. For a verdict "
                + "(each ratio with its 95% interval from paired rounds): scripts/ab.sh " + quoted(regex) + " --confidence 95%");
    }

    private static String forks(CommandLineOptions o) {
        int f = o.getForkCount().orElse(-1);
        return f < 0 ? "each benchmark's own forks" : f == 0 ? "in this JVM, no fork" : f == 1 ? "one fork each" : f + " forks each";
    }

    /** The regex as one shell word. */
    static String quoted(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
