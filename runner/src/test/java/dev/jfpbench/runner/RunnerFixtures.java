package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Runs the runner's tool in this JVM, as the report's tests run the report tool. */
final class RunnerFixtures {
    private RunnerFixtures() {
    }

    static Fixtures.Outcome tool(Object... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] a = Arrays.stream(args).map(Object::toString).toArray(String[]::new);
        int code = RunTool.run(a, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Fixtures.Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
