package dev.jfpbench.perf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.jfpbench.perf.ScriptsIT.ROOT;

/**
 * A maintainer's jackson-core, made in a test: a small git repository that builds a jackson-core jar (the release's
 * classes, unpacked by its pom, plus one marker file per tag: {@code jfp-clone-v1.txt} at tag v1,
 * {@code jfp-clone-v2.txt} at tag v2 and on branch my-branch), and a maintainer's {@code mvn install} (the release
 * under a SNAPSHOT version in a local repository of its own). Every plugin is pinned at the root pom's version, so
 * the clone builds from what this build already resolved.
 */
final class CloneFixture {
    private CloneFixture() {
    }

    /** The repository at {@code dir}, made once: tags v1 and v2, branch my-branch at v2, HEAD on my-branch. */
    static synchronized Path clone(Path dir) {
        try {
            if (Files.isDirectory(dir.resolve(".git"))) {
                return dir;
            }
            Files.createDirectories(dir.resolve("src/main/resources"));
            Files.writeString(dir.resolve("pom.xml"), pom());
            Files.writeString(dir.resolve("src/main/resources/jfp-clone-v1.txt"), "v1\n");
            git(dir, "init", "-q");
            git(dir, "add", "-A");
            git(dir, "commit", "-q", "-m", "v1");
            git(dir, "tag", "v1");
            Files.move(dir.resolve("src/main/resources/jfp-clone-v1.txt"), dir.resolve("src/main/resources/jfp-clone-v2.txt"));
            git(dir, "add", "-A");
            git(dir, "commit", "-q", "-m", "v2");
            git(dir, "tag", "v2");
            git(dir, "checkout", "-q", "-b", "my-branch");
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The jackson-core release installed as {@code version} into the local repository {@code repo}; returns repo. */
    static synchronized Path snapshot(Path repo, String version) {
        Path core = ReadmeCommandsIT.jacksonCoreJar();
        if (Files.isDirectory(repo.resolve("com/fasterxml/jackson/core/jackson-core/" + version))) {
            return repo;
        }
        run(ROOT, List.of("mvn", "-B", "-q", "-N", "install:install-file", "-Dfile=" + core, "-DgroupId=com.fasterxml.jackson.core",
                "-DartifactId=jackson-core", "-Dversion=" + version, "-Dpackaging=jar", "-DlocalRepositoryPath=" + repo));
        return repo;
    }

    /** The release this build uses (the folder name of its jar in the local repository). */
    static String release() {
        return ReadmeCommandsIT.jacksonCoreJar().getParent().getFileName().toString();
    }

    private static String pom() throws IOException {
        String root = Files.readString(ROOT.resolve("pom.xml"));
        StringBuilder plugins = new StringBuilder();
        for (String[] p : new String[][] {{"maven-resources-plugin", "resources"}, {"maven-compiler-plugin", "compiler"},
                {"maven-surefire-plugin", "surefire"}, {"maven-jar-plugin", "jar"}, {"maven-dependency-plugin", "dependency"}}) {
            plugins.append("<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>").append(p[0]).append("</artifactId><version>")
                    .append(property(root, p[1] + ".plugin.version")).append("</version></plugin>\n");
        }
        return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>\n"
                + "  <groupId>com.fasterxml.jackson.core</groupId><artifactId>jackson-core</artifactId><version>" + release() + "-jfptest</version>\n"
                + "  <properties><maven.compiler.release>17</maven.compiler.release></properties>\n"
                + "  <build><pluginManagement><plugins>\n" + plugins + "</plugins></pluginManagement>\n"
                + "  <plugins><plugin><artifactId>maven-dependency-plugin</artifactId><executions><execution><phase>generate-resources</phase>"
                + "<goals><goal>unpack</goal></goals><configuration><artifactItems><artifactItem><groupId>com.fasterxml.jackson.core</groupId>"
                + "<artifactId>jackson-core</artifactId><version>" + release() + "</version><outputDirectory>${project.build.outputDirectory}</outputDirectory>"
                + "<excludes>META-INF/MANIFEST.MF</excludes></artifactItem></artifactItems></configuration></execution></executions></plugin></plugins></build>\n"
                + "</project>\n";
    }

    private static String property(String pom, String name) {
        Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</").matcher(pom);
        if (!m.find()) {
            throw new IllegalStateException("the root pom has no " + name);
        }
        return m.group(1);
    }

    private static void git(Path dir, String... args) {
        List<String> cmd = new ArrayList<>(List.of("git", "-c", "user.name=jfp-bench test", "-c", "user.email=test@jfp-bench.invalid",
                "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"));
        cmd.addAll(List.of(args));
        run(dir, cmd);
    }

    private static void run(Path dir, List<String> cmd) {
        try {
            Path log = Files.createTempFile("jfp-fixture", ".log");
            Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(3, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", cmd) + " failed: " + Files.readString(log));
            }
            Files.delete(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
