package dev.jfpbench.runner;

import dev.jfpbench.report.HelpTextTest;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** Every RunTool command's --help renders as written (the check itself: report's HelpTextTest). */
class RunToolHelpTest {
    @Test
    void everyRunToolCommandsHelpFormats() {
        assertThat(HelpTextTest.warnings(new CommandLine(new RunTool()))).doesNotContain("picocli WARN");
    }
}
