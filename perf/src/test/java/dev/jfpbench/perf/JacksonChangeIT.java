package dev.jfpbench.perf;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

import static dev.jfpbench.perf.ScriptsIT.JAR;
import static dev.jfpbench.perf.ScriptsIT.ROOT;
import static dev.jfpbench.perf.ScriptsIT.assertBadInput;
import static dev.jfpbench.perf.ScriptsIT.script;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code scripts/jackson-change.sh} up to its paired session, which it does not run here (that is the nightly's
 * engine, tested in ScriptsIT): a jackson-core clone made here (CloneFixture) is built at a tag and a jackson-databind
 * jar installed, and the change jar is built against them (each carries a marker the built jar must hold); each tag
 * or branch resolves to its commit, a "SNAPSHOT" in a local repository of its own resolves, and a clone, ref,
 * version or jar that is not there stops it in one line, exit 2, before anything is built. The base side is the jar
 * under test ({@code --base-jar}), so one jar is built: about a minute. Not covered: building the base jar (the same
 * build as scripts/jackson-matrix.sh's), the session and its verdict, a -SNAPSHOT of your own ~/.m2 (the same path,
 * read as --repo is), and Maven Central (a version missing offline is asked online when there is a network).
 */
class JacksonChangeIT {
    /** A copy of {@code jar} with one more entry, {@code marker}. */
    static Path marked(Path jar, Path dir, String marker) throws Exception {
        Path copy = Files.copy(jar, dir.resolve(marker + ".jar"));
        try (FileSystem z = FileSystems.newFileSystem(copy)) {
            Files.writeString(z.getPath(marker), "jfp-bench test marker\n");
        }
        return copy;
    }

    /** The jar a class was loaded from: the release in the local Maven repository this build uses. */
    static Path jarOf(Class<?> c) throws Exception {
        return Paths.get(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** The script's flows do not depend on the Jackson the jar under test holds: the default build's jar only. */
    @BeforeAll
    static void defaultBuildOnly() {
        ScriptsIT.assumeDefaultBuild();
    }

    @Test
    void aCloneAtATagAndAJarOfYoursAreBuiltAndBuiltAgainst(@TempDir Path dir) throws Exception {
        Path core = jarOf(JsonFactory.class);
        Path databind = jarOf(ObjectMapper.class);
        String base = core.getParent().getFileName().toString();
        // The maintainer's clone, at a tag (its jar carries that tag's marker), with nothing installed anywhere.
        Path clone = CloneFixture.clone(dir.resolve("jackson-core"));
        String v1 = git(clone, "rev-parse", "v1").substring(0, 10);
        Path fakeDatabind = marked(databind, dir, "jfp-databind-marker.txt");

        Path jars = Files.createDirectories(dir.resolve("jars"));
        ScriptsIT.Outcome o = script(dir, "jackson-change.sh", "--base", base, "--change", "core=" + clone + "@v1",
                "--change-jar", "databind=" + fakeDatabind, "--base-jar", JAR.toString(), "--jars", jars.toString(), "--build-only",
                "--", "JsonStdReadVanilla\\.readCurrencyPojo(Default|Fast)$");
        assertThat(o.exitCode()).as(o.err() + o.out()).isZero();
        assertThat(o.out()).contains("core: " + clone + " at v1 (" + v1 + ")").contains("Building core from " + clone + " at v1")
                .contains("installed as " + base + "-git-" + v1).contains("databind from " + fakeDatabind + ": installed as " + base + "-jar-")
                .contains("base: Verified 2 benchmark methods").contains("change: Verified 2 benchmark methods");
        Path built;
        try (Stream<Path> s = Files.list(jars)) {
            built = s.filter(f -> f.toString().endsWith(".jar")).findFirst().orElseThrow();
        }
        assertThat(built.getFileName().toString()).startsWith("jackson-change-" + base + "+core-git-" + v1 + "+databind-jar-");
        assertThat(Files.readString(Paths.get(built + ".sha256")).trim()).hasSize(64);
        // Built against the two: v1's marker and databind's are in the change jar, neither in the base jar; v2's nowhere.
        try (ZipFile change = new ZipFile(built.toFile()); ZipFile baseJar = new ZipFile(JAR.toFile())) {
            for (String marker : List.of("jfp-clone-v1.txt", "jfp-databind-marker.txt")) {
                assertThat(change.getEntry(marker)).as(marker + " in " + built).isNotNull();
                assertThat(baseJar.getEntry(marker)).as(marker + " in " + JAR).isNull();
            }
            assertThat(change.getEntry("jfp-clone-v2.txt")).isNull();
        }
        // Nothing was installed into the local repository this build uses.
        try (Stream<Path> s = Files.list(core.getParent().getParent())) {
            assertThat(s.map(f -> f.getFileName().toString())).noneMatch(n -> n.contains("-jar-") || n.contains("-git-") || n.contains("jfptest"));
        }
    }

    @Test
    void eachTagOrBranchOfACloneIsResolvedToItsCommitAndASnapshotFromARepositoryResolves(@TempDir Path dir) throws Exception {
        Path clone = CloneFixture.clone(dir.resolve("jackson-core"));
        for (String ref : List.of("v1", "v2", "my-branch")) {
            ScriptsIT.Outcome o = script(dir, "jackson-change.sh", "--dry-run", "--change", "core=" + clone + "@" + ref);
            assertThat(o.exitCode()).as(o.err()).isZero();
            assertThat(o.out()).contains("core: " + clone + " at " + ref + " (" + git(clone, "rev-parse", ref).substring(0, 10) + ")")
                    .contains("Dry run: ");
        }
        // a repository URL (the workflow's way): cloned into the temporary folder, its branch found on the remote
        ScriptsIT.Outcome remote = script(dir, "jackson-change.sh", "--dry-run", "--change", "core=" + clone.toUri() + "@my-branch");
        assertThat(remote.exitCode()).as(remote.err()).isZero();
        assertThat(remote.out()).contains("core: " + clone.toUri() + " at my-branch (" + git(clone, "rev-parse", "my-branch").substring(0, 10) + ")");
        String snapshot = CloneFixture.release() + "-jfptest-SNAPSHOT";
        Path repo = CloneFixture.snapshot(dir.resolve("m2"), snapshot);
        ScriptsIT.Outcome o = script(dir, "jackson-change.sh", "--dry-run", "--change", "core=" + snapshot, "--repo", repo.toString());
        assertThat(o.exitCode()).as(o.err()).isZero();
        assertThat(o.out()).contains("core " + snapshot + ": resolves");
    }

    @Test
    void aCloneThatIsNotThereIsNoCloneLacksTheRefOrBuildsAnotherArtifactStopsItInOneLine(@TempDir Path dir) throws Exception {
        Path clone = CloneFixture.clone(dir.resolve("jackson-core"));
        Path jars = Files.createDirectories(dir.resolve("jars"));
        assertBadInput(script(dir, "jackson-change.sh", "--change", "core=" + clone + "@no-such-tag", "--jars", jars.toString()),
                "--change core=" + clone + "@no-such-tag: " + clone + " has no commit, tag or branch 'no-such-tag'", dir);
        assertBadInput(script(dir, "jackson-change.sh", "--change", "core=" + dir.resolve("nothing") + "@v1", "--jars", jars.toString()),
                "--change core=" + dir.resolve("nothing") + "@v1: no such directory", dir);
        Path plain = Files.createDirectories(dir.resolve("not-a-clone"));
        assertBadInput(script(dir, "jackson-change.sh", "--change", "core=" + plain, "--jars", jars.toString()),
                "--change core=" + plain + "@HEAD: " + plain + " is not a git clone", dir);
        assertBadInput(script(dir, "jackson-change.sh", "--change", "databind=" + clone + "@v1", "--jars", jars.toString()),
                "--change databind=" + clone + "@v1: that clone builds 'jackson-core', not jackson-databind", dir);
        assertThat(jars).isEmptyDirectory();
    }

    static String git(Path dir, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("git"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(p.waitFor(1, TimeUnit.MINUTES)).isTrue();
        return out;
    }

    @Test
    void aVersionThatDoesNotExistStopsItInOneLineBeforeAnythingIsBuilt(@TempDir Path dir) throws Exception {
        Path jars = Files.createDirectories(dir.resolve("jars"));
        assertBadInput(script(dir, "jackson-change.sh", "--change", "core=2.99.77", "--jars", jars.toString()),
                "core 2.99.77 does not resolve: Maven finds no com.fasterxml.jackson.core:jackson-core:2.99.77", dir);
        assertThat(jars).isEmptyDirectory();
    }

    @Test
    void aJarThatIsNotThereOrIsNoJarStopsItInOneLineBeforeAnythingIsBuilt(@TempDir Path dir) throws Exception {
        Path jars = Files.createDirectories(dir.resolve("jars"));
        Path none = dir.resolve("no-such-jackson-core.jar");
        assertBadInput(script(dir, "jackson-change.sh", "--change-jar", "core=" + none, "--jars", jars.toString()), "no jar " + none, dir);
        Path text = Files.writeString(dir.resolve("not-a.jar"), "text", StandardCharsets.UTF_8);
        assertBadInput(script(dir, "jackson-change.sh", "--change-jar", "core=" + text, "--jars", jars.toString()), text + " is not a jar", dir);
        assertBadInput(script(dir, "jackson-change.sh", "--change", "jr=2.23.0"), "'jr' is not a Jackson artifact of these jars", dir);
        assertThat(jars).isEmptyDirectory();
    }
}
