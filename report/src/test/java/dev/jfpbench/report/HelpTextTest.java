package dev.jfpbench.report;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command's --help renders as written: a bare percent sign in a description is a format error picocli only warns about. */
public class HelpTextTest {

    /** Renders the usage of {@code cl} and of every subcommand under it, returning what picocli printed to stderr meanwhile. */
    public static String warnings(CommandLine cl) {
        PrintStream err = System.err;
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        System.setErr(new PrintStream(seen, true, StandardCharsets.UTF_8));
        try {
            render(cl);
        } finally {
            System.setErr(err);
        }
        return seen.toString(StandardCharsets.UTF_8);
    }

    private static void render(CommandLine cl) {
        cl.getUsageMessage();
        cl.getSubcommands().values().forEach(HelpTextTest::render);
    }

    @Test
    void everyReportCommandsHelpFormats() {
        assertThat(warnings(new CommandLine(new ReportTool()))).doesNotContain("picocli WARN");
    }

    @Test
    void theCheckSeesABarePercentSign() {
        @CommandLine.Command(name = "bad")
        class Bad {
            @CommandLine.Option(names = "--x", description = "e.g. 2%) of it")
            String x;
        }
        assertThat(warnings(new CommandLine(new Bad()))).contains("picocli WARN");
    }
}
