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
 * engine, tested in ScriptsIT): a "SNAPSHOT" of jackson-core in a local repository of its own and a jackson-databind
 * jar are resolved and the change jar is built against them (each carries a marker the built jar must hold), and a
 * version or a jar that is not there stops it in one line, exit 2, before anything is built. The base side is the
 * jar under test ({@code --base-jar}), so one jar is built: about a minute. Not covered: building the base jar (the
 * same build as scripts/jackson-matrix.sh's), the session and its verdict, a -SNAPSHOT of your own ~/.m2 (the same
 * path, read as --repo is), and Maven Central (a version missing offline is asked online when there is a network).
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
    void aSnapshotInALocalRepositoryAndAJarOfYoursAreResolvedAndBuiltAgainst(@TempDir Path dir) throws Exception {
        Path core = jarOf(JsonFactory.class);
        Path databind = jarOf(ObjectMapper.class);
        String base = core.getParent().getFileName().toString();
        String snapshot = base + "-jfptest-SNAPSHOT";
        // The maintainer's `mvn install`: the release under a SNAPSHOT version, in a local repository of its own.
        Path repo = dir.resolve("m2");
        Path fakeCore = marked(core, dir, "jfp-core-marker.txt");
        ProcessBuilder install = new ProcessBuilder("mvn", "-B", "-q", "-N", "-o", "-Dstyle.color=never", "install:install-file", "-Dfile=" + fakeCore,
                "-DgroupId=com.fasterxml.jackson.core", "-DartifactId=jackson-core", "-Dversion=" + snapshot, "-Dpackaging=jar",
                "-DlocalRepositoryPath=" + repo).directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("install.log").toFile());
        Process p = install.start();
        assertThat(p.waitFor(3, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("install.log"))).isZero();
        Path fakeDatabind = marked(databind, dir, "jfp-databind-marker.txt");

        Path jars = Files.createDirectories(dir.resolve("jars"));
        ScriptsIT.Outcome o = script(dir, "jackson-change.sh", "--base", base, "--change", "core=" + snapshot, "--repo", repo.toString(),
                "--change-jar", "databind=" + fakeDatabind, "--base-jar", JAR.toString(), "--jars", jars.toString(), "--build-only",
                "--", "JsonStdReadVanilla\\.readCurrencyPojo(Default|Fast)$");
        assertThat(o.exitCode()).as(o.err() + o.out()).isZero();
        assertThat(o.out()).contains("core " + snapshot + ": resolves").contains("databind from " + fakeDatabind + ": installed as " + base + "-jar-")
                .contains("base: Verified 2 benchmark methods").contains("change: Verified 2 benchmark methods");
        Path built;
        try (Stream<Path> s = Files.list(jars)) {
            built = s.filter(f -> f.toString().endsWith(".jar")).findFirst().orElseThrow();
        }
        assertThat(built.getFileName().toString()).startsWith("jackson-change-" + base + "+core-" + snapshot + "+databind-jar-");
        assertThat(Files.readString(Paths.get(built + ".sha256")).trim()).hasSize(64);
        // Built against the two: each marker is in the change jar, neither in the base jar.
        try (ZipFile change = new ZipFile(built.toFile()); ZipFile baseJar = new ZipFile(JAR.toFile())) {
            for (String marker : List.of("jfp-core-marker.txt", "jfp-databind-marker.txt")) {
                assertThat(change.getEntry(marker)).as(marker + " in " + built).isNotNull();
                assertThat(baseJar.getEntry(marker)).as(marker + " in " + JAR).isNull();
            }
        }
        // Nothing was installed into the local repository this build uses.
        Path coreVersions = core.getParent().getParent();
        assertThat(coreVersions.resolve(snapshot)).doesNotExist();
        try (Stream<Path> s = Files.list(coreVersions)) {
            assertThat(s.map(f -> f.getFileName().toString())).noneMatch(n -> n.contains("-jar-"));
        }
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
