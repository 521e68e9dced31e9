package dev.jfpbench.runner;

import dev.jfpbench.report.Fixtures;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.jfpbench.report.Fixtures.fixture;
import static dev.jfpbench.runner.RunnerFixtures.tool;
import static org.assertj.core.api.Assertions.assertThat;

/** A saved result is never overwritten; a baseline only when asked. */
class ResultStoreTest {

    private static Path partial(Path dir, String name, String content) throws IOException {
        Files.createDirectories(dir.resolve("tmp"));
        return Files.writeString(dir.resolve("tmp").resolve(name), content);
    }

    @Test
    void publishMovesResultAndSidecarIntoPlace(@TempDir Path dir) throws IOException {
        Path result = partial(dir, "r.json.partial", "[]");
        Path meta = partial(dir, "r.meta.json.partial", "{}");
        Path saved = ResultStore.publish(result, meta, dir, "20250101T000000Z-run");
        assertThat(saved).isEqualTo(dir.resolve("20250101T000000Z-run.json")).hasContent("[]");
        assertThat(dir.resolve("20250101T000000Z-run.meta.json")).hasContent("{}");
        assertThat(result).doesNotExist();
        assertThat(meta).doesNotExist();
    }

    @Test
    void anExistingResultIsNeverOverwritten(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("run.json"), "first");
        Files.writeString(dir.resolve("run.meta.json"), "first meta");
        Files.writeString(dir.resolve("run-1.json"), "second");
        Path saved = ResultStore.publish(partial(dir, "x.partial", "third"), partial(dir, "x.meta.partial", "third meta"), dir, "run");
        assertThat(saved).isEqualTo(dir.resolve("run-2.json")).hasContent("third");
        assertThat(dir.resolve("run-2.meta.json")).hasContent("third meta");
        assertThat(dir.resolve("run.json")).hasContent("first");
        assertThat(dir.resolve("run.meta.json")).hasContent("first meta");
        assertThat(dir.resolve("run-1.json")).hasContent("second");
    }

    @Test
    void anOrphanSidecarAlsoKeepsItsName(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("run.meta.json"), "orphan");
        Path saved = ResultStore.publish(partial(dir, "x.partial", "new"), null, dir, "run");
        assertThat(saved).isEqualTo(dir.resolve("run-1.json"));
        assertThat(dir.resolve("run.meta.json")).hasContent("orphan");
    }

    @Test
    void publishCommandPrintsWhereTheResultWent(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("run.json"), "old");
        Fixtures.Outcome o = tool("publish", partial(dir, "x.partial", "new"), "--dir", dir, "--name", "run");
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out().trim()).isEqualTo(dir.resolve("run-1.json").toString());
        assertThat(dir.resolve("run.json")).hasContent("old");
    }

    @Test
    void aBaselineIsReplacedOnlyWhenAsked(@TempDir Path dir) throws IOException {
        Path baselines = dir.resolve("baseline");
        Fixtures.Outcome first = tool("baseline", fixture("formats-run.json"), "--dir", baselines, "--name", "jdk17");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(baselines.resolve("jdk17.json")).hasSameTextualContentAs(fixture("formats-run.json"));
        assertThat(baselines.resolve("jdk17.meta.json")).hasSameTextualContentAs(fixture("formats-run.meta.json"));

        Fixtures.Outcome refused = tool("baseline", fixture("base.json"), "--dir", baselines, "--name", "jdk17");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("exists").contains("--update-baseline");
        assertThat(baselines.resolve("jdk17.json")).hasSameTextualContentAs(fixture("formats-run.json"));

        Fixtures.Outcome replaced = tool("baseline", fixture("base.json"), "--dir", baselines, "--name", "jdk17", "--replace");
        assertThat(replaced.exitCode()).as(replaced.err()).isZero();
        assertThat(baselines.resolve("jdk17.json")).hasSameTextualContentAs(fixture("base.json"));
        // base.json has no sidecar: the old baseline's sidecar must not stay behind, describing another run.
        assertThat(baselines.resolve("jdk17.meta.json")).doesNotExist();
    }

    @Test
    void onlyAJmhResultBecomesABaseline(@TempDir Path dir) {
        Fixtures.Outcome o = tool("baseline", fixture("truncated.json"), "--dir", dir, "--name", "jdk17");
        assertThat(o.exitCode()).isEqualTo(2);
        assertThat(dir.resolve("jdk17.json")).doesNotExist();
    }
}
